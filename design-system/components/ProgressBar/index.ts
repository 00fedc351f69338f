export { ProgressBar, progressBarTones } from './ProgressBar';
