import { useIntl } from 'react-intl';
import { Icon } from '../../../design-system/components/Icon';
import { Inline } from '../../../design-system/components/Inline';
import { Text } from '../../../design-system/components/Text';

/** Marks a customer booked at the door (a walk-in), in words beside an icon. */
export function WalkInBadge() {
  const intl = useIntl();
  return (
    <Inline as="span" gap="xsmall" alignY="center" wrap={false}>
      <Icon name="clock" />
      <Text as="span" size="small" weight="bold">
        {intl.formatMessage({ id: 'reservations.walkIn.badge' })}
      </Text>
    </Inline>
  );
}
