export { Avatar, avatarSizes } from './Avatar';
