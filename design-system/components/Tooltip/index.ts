export { Tooltip, tooltipPlacements } from './Tooltip';
