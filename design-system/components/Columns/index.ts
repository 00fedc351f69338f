export { Columns, type ColumnsProps } from './Columns';
