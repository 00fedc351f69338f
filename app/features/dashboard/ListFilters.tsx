import { Inline } from '../../../design-system/components/Inline';
import { SearchField } from '../../../design-system/components/SearchField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import type { ListParams, ListUpdate } from './listParams';

export interface ListFiltersProps {
  /** The list's state in the address, and its update (`useListParams`). */
  params: ListParams;
  update: ListUpdate;
  searchLabel: string;
  /** The salon filter (`salon_id`), on the lists of a salon's things; the salons list has none. */
  salon?: { label: string; allLabel: string; salons: readonly { id: number; name: string }[] };
  /** The status filter (`is_active`: all, active, inactive). */
  status: { label: string; allLabel: string; activeLabel: string; inactiveLabel: string };
}

/**
 * The filter bar of the dashboard's catalogue lists (salons, barbers, services): a search, the
 * salon where the list has one, and the status. Each choice goes to the address, back to page 1.
 */
export function ListFilters({ params, update, searchLabel, salon, status }: ListFiltersProps) {
  return (
    <Inline gap="medium" alignY="bottom" marginBlockEnd="large">
      <SearchField label={searchLabel} defaultValue={params.search} onSubmit={(search) => update({ search })} onClear={() => update({ search: '' })} />
      {salon ? (
        <Select label={salon.label} selectedKey={params.filters.salon_id ?? 'all'} onSelectionChange={(key) => update({ salon_id: key === 'all' || key === null ? null : String(key) })}>
          <SelectItem id="all">{salon.allLabel}</SelectItem>
          {salon.salons.map((s) => (
            <SelectItem key={s.id} id={String(s.id)}>
              {s.name}
            </SelectItem>
          ))}
        </Select>
      ) : null}
      <Select label={status.label} selectedKey={params.filters.is_active ?? 'all'} onSelectionChange={(key) => update({ is_active: key === 'all' || key === null ? null : String(key) })}>
        <SelectItem id="all">{status.allLabel}</SelectItem>
        <SelectItem id="1">{status.activeLabel}</SelectItem>
        <SelectItem id="0">{status.inactiveLabel}</SelectItem>
      </Select>
    </Inline>
  );
}
