import { useIntl } from 'react-intl';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { Icon } from '../../../design-system/components/Icon';
import * as styles from './ServicePicker.css';

export interface PickableService {
  id: number;
  name: string;
  /** Halalas. */
  price: number;
  duration_minutes: number;
}

export interface ServicePickerProps {
  label: string;
  services: readonly PickableService[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * The booking form's services: one tile per service (name, duration, price), ticked as a group,
 * with the running total below that screen readers hear as it changes.
 */
export function ServicePicker({ label, services, selected, onChange }: ServicePickerProps) {
  const intl = useIntl();
  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });
  const minutes = (count: number) => intl.formatMessage({ id: 'services.minutes' }, { count });
  const chosen = services.filter((s) => selected.includes(s.id));
  const total = chosen.reduce((sum, s) => sum + s.price, 0);
  const totalMinutes = chosen.reduce((sum, s) => sum + s.duration_minutes, 0);
  return (
    <CheckboxGroup
      className={styles.group}
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.tiles}>
        {services.map((s) => (
          <Checkbox key={s.id} value={String(s.id)} className={styles.tile}>
            <span className={styles.box} aria-hidden="true">
              <Icon name="check" className={styles.mark} />
            </span>
            <span className={styles.name}>{s.name}</span>
            <span className={styles.facts}>
              <span>{minutes(s.duration_minutes)}</span>
              <span className={styles.price}>{money(s.price)}</span>
            </span>
          </Checkbox>
        ))}
      </div>
      <Text slot="description" className={styles.total} aria-live="polite">
        {intl.formatMessage({ id: 'reservations.create.total' }, { total: money(total), minutes: totalMinutes, count: chosen.length })}
      </Text>
    </CheckboxGroup>
  );
}
