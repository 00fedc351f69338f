export { TimeField, type TimeFieldProps } from './TimeField';
export { hhmmFromTime, isHHMM, minutesOf, timeFromHHMM, type HHMM } from './time';
