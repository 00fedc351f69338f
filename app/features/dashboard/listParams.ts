import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list screen's state, kept in the address so it survives reloads and can be shared. */
export interface ListParams {
  page: number;
  search: string;
  sort: string | undefined;
  filters: Record<string, string>;
}

export function readListParams(params: URLSearchParams, filterKeys: readonly string[]): ListParams {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    sort: params.get('sort') ?? undefined,
    filters: Object.fromEntries(filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : []))),
  };
}

/** Changing the search, a filter or the sort goes back to page 1; empty values leave the address. */
export function writeListParams(current: URLSearchParams, change: Partial<{ page: number; search: string; sort: string | null } & Record<string, string | number | null>>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** A change to the list's state: `writeListParams`' change. */
export type ListUpdate = (change: Parameters<typeof writeListParams>[1]) => void;

export function useListParams(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const state = readListParams(params, filterKeys);
  const update: ListUpdate = useCallback(
    (change) => setParams((current) => writeListParams(current, change), { replace: true }),
    [setParams],
  );
  return [state, update] as const;
}

/** React Aria's sort descriptor ⇄ the API's `sort` (`name` / `-name`). */
export function toSortDescriptor(sort: string | undefined): { column: string; direction: 'ascending' | 'descending' } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { column: sort.slice(1), direction: 'descending' } : { column: sort, direction: 'ascending' };
}

export function fromSortDescriptor(descriptor: { column: string | number; direction: 'ascending' | 'descending' }): string {
  return descriptor.direction === 'descending' ? `-${descriptor.column}` : String(descriptor.column);
}
