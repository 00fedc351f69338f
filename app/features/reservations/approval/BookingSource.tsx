import { useIntl } from 'react-intl';
import { Icon } from '../../../../design-system/components/Icon';
import { Inline } from '../../../../design-system/components/Inline';
import { Text } from '../../../../design-system/components/Text';
import type { Reservation } from '../data';
import { WalkInBadge } from '../WalkInBadge';

type BookingSourceKind = Reservation['source'];

/** Who made a booking: the customer online, or the salon's staff; with `walkIn`, for a customer at the door (the walk-in badge beside it). */
export function BookingSource({ source, walkIn = false }: { source: BookingSourceKind; walkIn?: boolean }) {
  const intl = useIntl();
  const origin = (
    <Inline as="span" gap="xsmall" alignY="center" wrap={false}>
      <Icon name={source === 'online' ? 'globe' : 'user'} />
      <Text as="span" size="small" tone={source === 'online' ? 'brand' : 'muted'}>
        {intl.formatMessage({ id: 'approval.source' }, { source })}
      </Text>
    </Inline>
  );
  if (!walkIn) return origin;
  return (
    <Inline as="span" gap="small" alignY="center">
      {origin}
      <WalkInBadge />
    </Inline>
  );
}
