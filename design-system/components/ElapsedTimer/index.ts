export { ElapsedTimer, elapsedTimerSizes, type ElapsedTimerProps, type ElapsedTimerSize } from './ElapsedTimer';
