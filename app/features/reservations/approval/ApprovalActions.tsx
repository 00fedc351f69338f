import { useState } from 'react';
import { useBesideHijri } from '../../../../design-system/components/Calendar';
import { useIntl } from 'react-intl';
import { Button, type ButtonSize } from '../../../../design-system/components/Button';
import { Inline } from '../../../../design-system/components/Inline';
import type { Reservation } from '../data';
import { DeclineDialog } from './DeclineDialog';
import { useBookingApproval } from './useBookingApproval';

interface ApprovalActionsProps {
  reservation: Reservation;
  timeZone: string;
  size?: ButtonSize;
  /** Called with the booking as it is after approving or declining it. */
  onDone?: (reservation: Reservation) => void;
}

/**
 * Approve (one press) and Decline (asks the reason the customer reads) for a booking awaiting the
 * salon's approval. The buttons name the customer for screen readers when several are listed.
 */
export function ApprovalActions({ reservation, timeZone, size = 'medium', onDone }: ApprovalActionsProps) {
  const intl = useIntl();
  const [declining, setDeclining] = useState(false);
  const { approve, decline } = useBookingApproval(onDone);
  const customer = reservation.customer_name;
  const beside = useBesideHijri();
  const when = beside(intl.formatDate(reservation.starts_at, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }), reservation.starts_at, timeZone);
  const busy = approve.isPending || decline.isPending;

  return (
    <>
      <Inline gap="xsmall" wrap={false}>
        <Button
          size={size}
          isPending={approve.isPending}
          isDisabled={busy}
          aria-label={intl.formatMessage({ id: 'approval.approveFor' }, { customer })}
          onPress={() => approve.mutate(reservation)}
        >
          {intl.formatMessage({ id: 'approval.approve' })}
        </Button>
        <Button size={size} tone="neutral" isDisabled={busy} aria-label={intl.formatMessage({ id: 'approval.declineFor' }, { customer })} onPress={() => setDeclining(true)}>
          {intl.formatMessage({ id: 'approval.decline' })}
        </Button>
      </Inline>
      <DeclineDialog
        reservation={declining ? reservation : null}
        when={when}
        onClose={() => setDeclining(false)}
        onDecline={async (reason) => {
          await decline.mutateAsync({ reservation, reason });
          setDeclining(false);
        }}
      />
    </>
  );
}
