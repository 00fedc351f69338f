export { Countdown, countdownSizes, type CountdownProps, type CountdownSize } from './Countdown';
export { DurationUnits, durationDisplaySizes, type DurationDisplaySize, type DurationUnitsProps } from './DurationUnits';
export { durationUnits, secondsSince, secondsUntil, splitSeconds, toEpochMs, type DurationParts, type DurationUnit } from './duration';
export { useTicker } from './useTicker';
