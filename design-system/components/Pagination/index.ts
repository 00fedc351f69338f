export { Pagination, type PaginationProps } from './Pagination';
export { paginationRange, type PageItem, type PaginationRangeOptions } from './paginationRange';
