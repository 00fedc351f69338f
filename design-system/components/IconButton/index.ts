export { IconButton, iconButtonSizes, iconButtonTones, type IconButtonProps, type IconButtonSize, type IconButtonTone } from './IconButton';
