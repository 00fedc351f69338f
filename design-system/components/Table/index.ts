export {
  Table,
  tableColumnAligns,
  tableSelectionModes,
  type TableColumn,
  type TableColumnAlign,
  type TableProps,
  type TableRowAction,
  type TableSelectionMode,
} from './Table';
export { sortRows, type SortValue } from './sortRows';
