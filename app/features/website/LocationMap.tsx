import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../design-system/components/Icon';
import { Link } from '../../../design-system/components/Link';
import { Text } from '../../../design-system/components/Text';
import * as styles from './LocationMap.css';

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** The address, said with the map. */
  place: string;
}

/**
 * Where we are. Map tiles need the network, which a visitor may not reach; this card always
 * works: the place and a link that opens its coordinates in a map.
 */
export function LocationMap({ latitude, longitude, place }: LocationMapProps) {
  const intl = useIntl();
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <figure className={styles.map} aria-label={intl.formatMessage({ id: 'website.map.label' })}>
      <span className={styles.pin} aria-hidden="true">
        <Icon name="mapPin" />
      </span>
      <figcaption className={styles.caption}>
        <Text weight="bold">{place}</Text>
        <Link href={href} isExternal>
          <FormattedMessage id="website.map.open" />
        </Link>
      </figcaption>
    </figure>
  );
}
