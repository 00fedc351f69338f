export {
  Table,
  tableSelectionModes,
  type TableColumn,
  type TableProps,
  type TableRowAction,
} from './Table';
export { sortRows } from './sortRows';
