export { Popover, popoverPlacements, type PopoverPlacement, type PopoverProps } from './Popover';
