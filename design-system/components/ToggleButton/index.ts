export { ToggleButton, toggleButtonSizes } from './ToggleButton';
