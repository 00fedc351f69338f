import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../../design-system/components/Avatar';
import { formatTimeOfDay } from '../../i18n/timeOfDay';
import type { PublicSalon } from '../types';
import { openState, weekdayName, weekOrder } from './openingHours';
import * as styles from './SalonPage.css';
import { PhoneNumber, telHref } from '../../../design-system/components/PhoneNumber';

/** The salon's state now, on its own clock: "Open until 11:00 PM" or "Closed · opens Sunday at 10:00 AM". */
function OpenNow({ salon, now }: { salon: PublicSalon; now: number }) {
  const intl = useIntl();
  const state = openState(salon.working_hours, salon.timezone, now);
  if (state.open) {
    return (
      <span className={styles.openNow}>
        <FormattedMessage id="customer.hours.openUntil" values={{ time: formatTimeOfDay(intl, state.closesAt) }} />
      </span>
    );
  }
  if (!state.opens) {
    return (
      <span className={styles.closedNow}>
        <FormattedMessage id="customer.hours.closed" />
      </span>
    );
  }
  const time = formatTimeOfDay(intl, state.opens.time);
  return (
    <span className={styles.closedNow}>
      {state.opens.inDays === 0 ? (
        <FormattedMessage id="customer.hours.opensToday" values={{ time }} />
      ) : state.opens.inDays === 1 ? (
        <FormattedMessage id="customer.hours.opensTomorrow" values={{ time }} />
      ) : (
        <FormattedMessage id="customer.hours.opensOn" values={{ time, day: weekdayName(state.opens.weekday, intl.locale) }} />
      )}
    </span>
  );
}

/** The week's hours, today in bold. */
function WeekHours({ salon, now }: { salon: PublicSalon; now: number }) {
  const intl = useIntl();
  const todayName = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: salon.timezone }).format(now);
  const todayIndex = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(todayName);
  return (
    <table className={styles.week}>
      <caption className={styles.caption}>
        <FormattedMessage id="customer.hours.week" />
      </caption>
      <tbody>
        {weekOrder.map((day) => {
          const hours = salon.working_hours.find((entry) => entry.day === day);
          const open = hours?.is_open && hours.opens_at && hours.closes_at;
          return (
            <tr key={day} className={day === todayIndex ? styles.today : undefined}>
              <th scope="row" className={styles.weekCell}>
                {weekdayName(day, intl.locale)}
              </th>
              <td className={styles.weekCell}>
                {open ? (
                  <FormattedMessage
                    id="customer.hours.range"
                    values={{ opens: formatTimeOfDay(intl, hours.opens_at), closes: formatTimeOfDay(intl, hours.closes_at) }}
                  />
                ) : (
                  <FormattedMessage id="customer.hours.closedDay" />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * What a customer reads first: the salon's photos, name, address with a link to the map, phone,
 * whether it is open now (on the salon's clock) and its week, and its barbers.
 */
export function SalonSummary({ salon, now }: { salon: PublicSalon; now: number }) {
  const intl = useIntl();
  const place = [salon.address, salon.city].filter(Boolean).join(intl.formatMessage({ id: 'customer.salon.addressSeparator' }));
  return (
    <>
      <section className={styles.card} aria-labelledby="salon-name">
        {salon.cover_url && (
          <img className={styles.cover} src={salon.cover_url} alt={intl.formatMessage({ id: 'customer.salon.photoAlt' }, { name: salon.name })} width={960} height={400} decoding="async" />
        )}
        <div className={styles.row}>
          {salon.logo_url && <Avatar name={salon.name} src={salon.logo_url} size="large" isDecorative />}
          <h1 id="salon-name" className={styles.name}>
            {salon.name}
          </h1>
        </div>
        {salon.description && <p className={styles.muted}>{salon.description}</p>}
        {place && (
          <p className={styles.row}>
            <span>{place}</span>
            <a className={styles.link} href={salon.map_url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="customer.salon.map" />
            </a>
          </p>
        )}
        {salon.phone && (
          <p className={styles.row}>
            <a className={styles.link} href={telHref(salon.phone)}>
              <PhoneNumber number={salon.phone} />
            </a>
          </p>
        )}
        <p className={styles.row}>
          <OpenNow salon={salon} now={now} />
        </p>
        <details>
          <summary className={styles.summary}>
            <FormattedMessage id="customer.hours.show" />
          </summary>
          <WeekHours salon={salon} now={now} />
        </details>
      </section>
      {salon.barbers.length > 0 && (
        <section className={styles.card} aria-labelledby="salon-barbers">
          <h2 id="salon-barbers" className={styles.sectionTitle}>
            <FormattedMessage id="customer.salon.barbers" />
          </h2>
          <ul className={styles.barbers}>
            {salon.barbers.map((barber) => (
              <li key={barber.id} className={styles.barber}>
                <Avatar name={barber.name} src={barber.photo_url ?? undefined} size="large" isDecorative />
                <span>{barber.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
