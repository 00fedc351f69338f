export { LocationPicker, type MapPoint } from './LocationPicker';
