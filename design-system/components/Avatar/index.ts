export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar';
export { colourIndexOf, initialsOf } from './initials';
