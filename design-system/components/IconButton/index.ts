export { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';
