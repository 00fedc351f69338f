import { FormattedMessage } from 'react-intl';
import { Avatar } from '../../../design-system/components/Avatar';
import type { PublicBarber } from '../types';
import * as styles from './Booking.css';

export interface BarberStepProps {
  barbers: PublicBarber[];
  /** The chosen services: only barbers who perform all of them are offered. */
  serviceIds: number[];
  /** null: any barber. */
  chosen: number | null;
  onChoose: (id: number | null) => void;
}

/** A barber, or "any barber" (the first free one): one choice. */
export function BarberStep({ barbers, serviceIds, chosen, onChoose }: BarberStepProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="customer.booking.barber" />
      </legend>
      <ul className={styles.choices}>
        <li>
          <label className={styles.choice}>
            <input type="radio" name="barber" className={styles.input} checked={chosen === null} onChange={() => onChoose(null)} />
            <span className={`${styles.choiceText} ${styles.choiceName}`}>
              <FormattedMessage id="customer.booking.anyBarber" />
              <span className={styles.muted}>
                <FormattedMessage id="customer.booking.anyBarberHint" />
              </span>
            </span>
          </label>
        </li>
        {barbers.filter((barber) => serviceIds.every((id) => barber.service_ids.includes(id))).map((barber) => (
          <li key={barber.id}>
            <label className={styles.choice}>
              <input type="radio" name="barber" className={styles.input} checked={chosen === barber.id} onChange={() => onChoose(barber.id)} />
              <Avatar name={barber.name} src={barber.photo_url ?? undefined} size="small" isDecorative />
              <span className={styles.choiceName}>{barber.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
