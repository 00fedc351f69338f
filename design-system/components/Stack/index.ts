export { Stack, stackAligns, type Space } from './Stack';
