import type { SortDescriptor } from 'react-aria-components';

export type SortValue = string | number | Date | boolean | null | undefined;

/**
 * Rows in the order a sort descriptor asks for, comparing strings with the locale's
 * collation (Arabic letters, Turkish İ/ı, numbers inside text) and leaving empty values last.
 * The table never sorts by itself: server-sorted data is passed through untouched.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  descriptor: SortDescriptor | undefined,
  valueOf: (row: Row, columnId: string) => SortValue,
  locale: string,
): Row[] {
  if (!descriptor?.column || !descriptor.direction) return [...rows];
  const column = String(descriptor.column);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, column) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order = compare(a.value as Exclude<SortValue, null | undefined>, b.value as Exclude<SortValue, null | undefined>, collator);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

function compare(a: string | number | Date | boolean, b: string | number | Date | boolean, collator: Intl.Collator): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x === y ? 0 : x < y ? -1 : 1;
}
