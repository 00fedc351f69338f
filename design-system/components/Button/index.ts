export { Button, buttonSizes, buttonTones,  type ButtonSize, type ButtonTone } from './Button';
