export { Icon } from './Icon';
export { directionalIcons, iconNames,  type IconName } from './paths';
