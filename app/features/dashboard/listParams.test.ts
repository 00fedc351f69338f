import { describe, expect, it } from 'vitest';
import { fromSortDescriptor, readListParams, toSortDescriptor, writeListParams } from './listParams';

describe('list params in the address', () => {
  it('reads page, search, sort and known filters, ignoring junk', () => {
    const params = new URLSearchParams('page=3&search=fade&sort=-price&salon_id=2&evil=1');
    expect(readListParams(params, ['salon_id', 'is_active'])).toEqual({ page: 3, search: 'fade', sort: '-price', filters: { salon_id: '2' } });
    expect(readListParams(new URLSearchParams('page=-4'), []).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=abc'), []).page).toBe(1);
  });

  it('goes back to page 1 when the search or a filter changes, and drops empty values', () => {
    const next = writeListParams(new URLSearchParams('page=3&search=a&salon_id=2'), { search: 'beard', salon_id: null });
    expect(next.toString()).toBe('search=beard');
  });

  it('keeps other params when paging', () => {
    expect(writeListParams(new URLSearchParams('search=a'), { page: 2 }).toString()).toBe('search=a&page=2');
    expect(writeListParams(new URLSearchParams('search=a&page=2'), { page: 1 }).toString()).toBe('search=a');
  });

  it('maps sort strings to descriptors and back', () => {
    expect(toSortDescriptor('-price')).toEqual({ column: 'price', direction: 'descending' });
    expect(fromSortDescriptor({ column: 'name', direction: 'ascending' })).toBe('name');
    expect(toSortDescriptor(undefined)).toBeUndefined();
  });
});
