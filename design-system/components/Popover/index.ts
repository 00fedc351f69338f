export { Popover, popoverPlacements, type PopoverPlacement } from './Popover';
