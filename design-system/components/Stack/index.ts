export { Stack, stackAligns, type Space, type StackAlign, type StackProps } from './Stack';
