import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicService } from '../types';
import { useHydrated } from '../useHydrated';
import * as styles from './Booking.css';
import { formatMinutes, formatSar } from './format';

export interface ServicesStepProps {
  services: PublicService[];
  chosen: number[];
  onToggle: (id: number) => void;
}

/** The salon's services with their prices and lengths: the first step, one or more chosen. Readable before the page's code runs. */
export function ServicesStep({ services, chosen, onToggle }: ServicesStepProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="customer.booking.services" />
      </legend>
      <ul className={styles.choices}>
        {services.map((service) => (
          <li key={service.id}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                className={styles.input}
                checked={chosen.includes(service.id)}
                disabled={!hydrated}
                onChange={() => onToggle(service.id)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{service.name}</span>
                {service.description && <span className={styles.muted}>{service.description}</span>}
                <span className={styles.muted}>{formatMinutes(intl, service.duration_minutes)}</span>
              </span>
              <span className={styles.price}>{formatSar(intl, service.price)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
