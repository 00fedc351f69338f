import { useIntl } from 'react-intl';
import { Select, SelectItem } from '../../../design-system/components/Select';

/** The provider's salons to choose the one a page is about (its `?salon=`); a choice is always a salon. */
export function SalonSelect({ salons, salonId, onChange }: { salons: readonly { id: number; name: string }[]; salonId: number | undefined; onChange: (salonId: number) => void }) {
  const intl = useIntl();
  return (
    <Select label={intl.formatMessage({ id: 'reservations.filter.salon' })} items={salons} selectedKey={salonId ?? null} onSelectionChange={(key) => key !== null && onChange(Number(key))}>
      {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
    </Select>
  );
}
