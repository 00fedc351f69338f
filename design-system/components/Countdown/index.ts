export { Countdown, countdownSizes } from './Countdown';
export { DurationUnits,  type DurationDisplaySize } from './DurationUnits';
export { secondsSince,  splitSeconds, toEpochMs } from './duration';
export { useTicker } from './useTicker';
