export { ElapsedTimer, elapsedTimerSizes } from './ElapsedTimer';
