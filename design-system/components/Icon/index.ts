export { Icon, type IconProps } from './Icon';
export { directionalIcons, iconNames, iconPaths, type IconName } from './paths';
