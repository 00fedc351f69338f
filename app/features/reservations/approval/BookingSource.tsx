import { useIntl } from 'react-intl';
import { Icon } from '../../../../design-system/components/Icon';
import { Inline } from '../../../../design-system/components/Inline';
import { Text } from '../../../../design-system/components/Text';
import type { Reservation } from '../data';

type BookingSourceKind = Reservation['source'];

/** Who made a booking: the customer online, or the salon's staff. */
export function BookingSource({ source }: { source: BookingSourceKind }) {
  const intl = useIntl();
  return (
    <Inline as="span" gap="xsmall" alignY="center" wrap={false}>
      <Icon name={source === 'online' ? 'globe' : 'user'} />
      <Text as="span" size="small" tone={source === 'online' ? 'brand' : 'muted'}>
        {intl.formatMessage({ id: 'approval.source' }, { source })}
      </Text>
    </Inline>
  );
}
