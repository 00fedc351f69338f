import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

interface Reservation {
  id: string;
  customer: string;
  total: number | null;
  startsAt: Date;
}

const rows: Reservation[] = [
  { id: 'a', customer: 'سعد', total: 12000, startsAt: new Date('2026-11-22T10:00:00Z') },
  { id: 'b', customer: 'أحمد', total: null, startsAt: new Date('2026-11-21T10:00:00Z') },
  { id: 'c', customer: 'خالد', total: 8000, startsAt: new Date('2026-11-23T10:00:00Z') },
  { id: 'd', customer: 'بدر', total: 8000, startsAt: new Date('2026-11-20T10:00:00Z') },
];
const valueOf = (row: Reservation, column: string) => row[column as keyof Reservation];
const ids = (list: Reservation[]) => list.map((r) => r.id);

describe('sortRows', () => {
  it('sorts Arabic names in alphabetical order, both ways', () => {
    expect(ids(sortRows(rows, { column: 'customer', direction: 'ascending' }, valueOf, 'ar'))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortRows(rows, { column: 'customer', direction: 'descending' }, valueOf, 'ar'))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts numbers and dates by value and keeps ties in their original order', () => {
    expect(ids(sortRows(rows, { column: 'total', direction: 'ascending' }, valueOf, 'ar'))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(sortRows(rows, { column: 'startsAt', direction: 'ascending' }, valueOf, 'ar'))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('puts empty values last whatever the direction', () => {
    expect(ids(sortRows(rows, { column: 'total', direction: 'descending' }, valueOf, 'ar')).at(-1)).toBe('b');
    expect(ids(sortRows(rows, { column: 'total', direction: 'ascending' }, valueOf, 'ar')).at(-1)).toBe('b');
  });

  it('compares numbers inside text numerically and follows Turkish letters', () => {
    const chairs = [{ n: 'Koltuk 10' }, { n: 'Koltuk 2' }, { n: 'Koltuk 1' }];
    expect(sortRows(chairs, { column: 'n', direction: 'ascending' }, (r) => r.n, 'tr').map((r) => r.n)).toEqual(['Koltuk 1', 'Koltuk 2', 'Koltuk 10']);
    const names = [{ n: 'Zeynep' }, { n: 'Çağla' }, { n: 'Can' }];
    expect(sortRows(names, { column: 'n', direction: 'ascending' }, (r) => r.n, 'tr').map((r) => r.n)).toEqual(['Can', 'Çağla', 'Zeynep']);
  });

  it('returns a copy in the original order without a sort column', () => {
    const result = sortRows(rows, undefined, valueOf, 'ar');
    expect(ids(result)).toEqual(['a', 'b', 'c', 'd']);
    expect(result).not.toBe(rows);
  });
});
