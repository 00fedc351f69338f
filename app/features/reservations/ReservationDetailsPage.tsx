import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayOf, HijriDate, useBesideHijri } from '../../../design-system/components/Calendar';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { StatusBadge } from '../../../design-system/components/StatusBadge';
import { Text } from '../../../design-system/components/Text';
import { TextArea } from '../../../design-system/components/TextArea';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { ReservationMessages } from '../customer-messages/ReservationMessages';
import { PageHeader } from '../dashboard/PageHeader';
import { ButtonLink } from '../website/ButtonLink';
import { ApprovalActions } from './approval/ApprovalActions';
import { BookingSource } from './approval/BookingSource';
import { ChangeReservationDialog } from './ChangeReservationDialog';
import { CustomerDetailsDialog } from './CustomerDetailsDialog';
import { DEFAULT_ZONE, useSalons, type Reservation, type ReservationStatus } from './data';
import { ReservationHistory } from './ReservationHistory';
import { useReservationUpdates } from './useReservationUpdates';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

export const statusActions = ['confirm', 'complete', 'cancel', 'no-show'] as const;
export type StatusAction = (typeof statusActions)[number];

/**
 * The contract's transitions: pending → confirmed → completed; pending|confirmed → cancelled;
 * confirmed → no_show. A pending booking is approved (confirmed) or declined with a reason by its
 * own buttons (ApprovalActions), so it offers none of these.
 */
function actionsFor(status: ReservationStatus): StatusAction[] {
  switch (status) {
    case 'confirmed':
      return ['complete', 'no-show', 'cancel'];
    default:
      return [];
  }
}

/** Completing and marking a no-show are allowed only once the reservation has started (the contract's rule). */
const afterStartOnly = (action: StatusAction) => action === 'complete' || action === 'no-show';

const actionMessage: Record<StatusAction, string> = { confirm: 'confirm', complete: 'complete', cancel: 'cancel', 'no-show': 'noShow' };

/** One reservation: what was booked, for whom and when, with the status changes its status allows. */
export default function ReservationDetailsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id } = useParams();
  const reservationId = Number(id);
  const queryClient = useQueryClient();
  const salons = useSalons();
  // The action being confirmed. The dialog keeps showing it while it closes (its exit animation),
  // so closing never leaves an unnamed dialog with an empty button on the screen for a moment.
  const [pending, setPending] = useState<StatusAction | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [isChanging, setChanging] = useState(false);
  const [isAddingCustomer, setAddingCustomer] = useState(false);
  useReservationUpdates();

  const reservation = useQuery({
    queryKey: ['reservation', reservationId],
    queryFn: () => call(api.GET('/provider/reservations/{id}', { params: { path: { id: reservationId } } })),
    select: (body) => body.data,
    enabled: Number.isInteger(reservationId) && reservationId > 0,
  });

  const change = useMutation({
    mutationFn: async (action: StatusAction): Promise<Reservation> => {
      const path = { params: { path: { id: reservationId } } };
      const body =
        action === 'confirm'
          ? await call(api.POST('/provider/reservations/{id}/confirm', path))
          : action === 'complete'
            ? await call(api.POST('/provider/reservations/{id}/complete', path))
            : action === 'no-show'
              ? await call(api.POST('/provider/reservations/{id}/no-show', path))
              : await call(api.POST('/provider/reservations/{id}/cancel', { ...path, body: reason.trim() ? { reason: reason.trim() } : {} }));
      return body.data;
    },
    onSuccess: (data, action) => {
      queryClient.setQueryData(['reservation', reservationId], { data, message: '' });
      for (const key of ['reservations', 'slots', 'wallet']) void queryClient.invalidateQueries({ queryKey: [key] });
      toast.positive(intl.formatMessage({ id: `reservations.details.done.${actionMessage[action]}` }));
      setConfirming(false);
      setReason('');
      setConflict(null);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        // The status moved on (another screen, a colleague): explain and show the fresh one.
        setConflict(error.message);
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: ['reservation', reservationId] });
      }
    },
  });

  const r = reservation.data;
  const started = r ? Date.parse(r.starts_at) <= Date.now() : false;
  const zone = salons.data?.find((s) => s.id === r?.salon_id)?.timezone ?? DEFAULT_ZONE;
  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });
  const time = (iso: string) => intl.formatDate(iso, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' });
  const beside = useBesideHijri();
  const title = intl.formatMessage({ id: 'reservations.details.title' }, { id: reservationId });

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ButtonLink tone="neutral" href={localePath(locale, '/provider-dashboard/reservations')}>
            {intl.formatMessage({ id: 'reservations.details.back' })}
          </ButtonLink>
        }
      />
      {reservation.isPending ? (
        <Skeleton lines={8} />
      ) : r ? (
        <Stack gap="large">
          {conflict ? (
            <div role="alert">
              <Card tone="sunken" headingLevel={2} title={intl.formatMessage({ id: 'reservations.details.conflictTitle' })}>
                {conflict}
              </Card>
            </div>
          ) : null}
          <Card>
            <DescriptionList
              items={[
                { id: 'status', term: intl.formatMessage({ id: 'reservations.column.status' }), detail: <StatusBadge status={r.status} /> },
                {
                  id: 'source',
                  term: intl.formatMessage({ id: 'approval.sourceTerm' }),
                  detail: <BookingSource source={r.source} walkIn={r.walk_in} />,
                },
                { id: 'customer', term: intl.formatMessage({ id: 'reservations.column.customer' }), detail: r.customer_name },
                {
                  id: 'mobile',
                  term: intl.formatMessage({ id: 'reservations.column.mobile' }),
                  detail: r.customer_mobile ? <PhoneNumber number={r.customer_mobile} /> : intl.formatMessage({ id: 'reservations.details.none' }),
                },
                { id: 'salon', term: intl.formatMessage({ id: 'reservations.column.salon' }), detail: r.salon_name },
                { id: 'barber', term: intl.formatMessage({ id: 'reservations.column.barber' }), detail: r.barber_name },
                {
                  id: 'services',
                  term: intl.formatMessage({ id: 'reservations.details.services' }),
                  detail: (
                    <ul>
                      {r.services.map((s) => (
                        <li key={s.service_id}>
                          {intl.formatMessage(
                            { id: 'reservations.details.serviceLine' },
                            { name: s.name, price: money(s.price), minutes: s.duration_minutes },
                          )}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                { id: 'total', term: intl.formatMessage({ id: 'reservations.column.total' }), detail: money(r.total) },
                {
                  id: 'starts',
                  term: intl.formatMessage({ id: 'reservations.details.startsAt' }),
                  detail: (
                    <>
                      {time(r.starts_at)}
                      <HijriDate day={dayOf(r.starts_at, zone)} />
                    </>
                  ),
                },
                { id: 'ends', term: intl.formatMessage({ id: 'reservations.details.endsAt' }), detail: time(r.ends_at) },
                { id: 'notes', term: intl.formatMessage({ id: 'reservations.details.notes' }), detail: r.notes || intl.formatMessage({ id: 'reservations.details.none' }) },
                ...(r.cancel_reason
                  ? [{ id: 'reason', term: intl.formatMessage({ id: 'reservations.details.cancelReason' }), detail: r.cancel_reason }]
                  : []),
              ]}
            />
          </Card>
          {r.status === 'pending' || actionsFor(r.status).length > 0 ? (
            <Stack gap="small">
              <Inline gap="small">
                {r.status === 'pending' ? (
                  <ApprovalActions
                    reservation={r}
                    timeZone={zone}
                    onDone={() => {
                      setConflict(null);
                    }}
                  />
                ) : null}
                {/* A walk-in booked without a mobile (its name may be missing too) gets its customer here. */}
                {r.walk_in && r.customer_mobile === null ? (
                  <Button tone="primary" onPress={() => setAddingCustomer(true)}>
                    {intl.formatMessage({ id: 'reservations.customerDetails.add' })}
                  </Button>
                ) : null}
                {/* Live reservations (the ones with actions) can be changed: time, barber, services, notes. */}
                <Button tone="neutral" onPress={() => setChanging(true)}>
                  {intl.formatMessage({ id: 'reservations.change.open' })}
                </Button>
                {actionsFor(r.status).map((action) => (
                  <Button
                    key={action}
                    tone={action === 'cancel' || action === 'no-show' ? 'critical' : action === 'confirm' ? 'primary' : 'neutral'}
                    isDisabled={afterStartOnly(action) && !started}
                    aria-describedby={afterStartOnly(action) && !started ? 'after-start-hint' : undefined}
                    onPress={() => {
                      setPending(action);
                      setConfirming(true);
                    }}
                  >
                    {intl.formatMessage({ id: `reservations.details.action.${actionMessage[action]}` })}
                  </Button>
                ))}
              </Inline>
              {r.status === 'confirmed' && !started ? (
                <Text id="after-start-hint" size="small" tone="muted">
                  {intl.formatMessage({ id: 'reservations.details.afterStart' })}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <ReservationHistory reservationId={r.id} timeZone={zone} />
          <ReservationMessages reservationId={r.id} timeZone={zone} />
          <ChangeReservationDialog
            reservation={r}
            timeZone={zone}
            isOpen={isChanging}
            onOpenChange={setChanging}
            onChanged={(data, message) => {
              queryClient.setQueryData(['reservation', reservationId], { data, message: '' });
              for (const key of ['reservations', 'slots', 'reservation']) void queryClient.invalidateQueries({ queryKey: [key] });
              toast.positive(message || intl.formatMessage({ id: 'reservations.change.done' }));
              setChanging(false);
            }}
          />
          <CustomerDetailsDialog
            reservation={r}
            isOpen={isAddingCustomer}
            onOpenChange={setAddingCustomer}
            onSaved={(data, message) => {
              queryClient.setQueryData(['reservation', reservationId], { data, message: '' });
              for (const key of ['reservations', 'reservation', 'clients']) void queryClient.invalidateQueries({ queryKey: [key] });
              toast.positive(message || intl.formatMessage({ id: 'reservations.customerDetails.done' }));
              setAddingCustomer(false);
            }}
          />
          <AlertDialog
            isOpen={isConfirming}
            onOpenChange={setConfirming}
            title={pending ? intl.formatMessage({ id: `reservations.details.confirmTitle.${actionMessage[pending]}` }) : ''}
            confirmLabel={pending ? intl.formatMessage({ id: `reservations.details.action.${actionMessage[pending]}` }) : ''}
            cancelLabel={intl.formatMessage({ id: 'reservations.details.keep' })}
            tone={pending === 'cancel' || pending === 'no-show' ? 'critical' : 'primary'}
            onConfirm={() =>
              pending
                ? change.mutateAsync(pending).catch((error: unknown) => {
                    // A 409 closes the dialog and is explained on the page; anything else keeps it open to retry.
                    if (!(error instanceof ApiError && error.status === 409)) throw error;
                  })
                : undefined
            }
          >
            <Stack gap="medium">
              <span>
                {pending
                  ? intl.formatMessage({ id: `reservations.details.confirmBody.${actionMessage[pending]}` }, { customer: r.customer_name, time: beside(time(r.starts_at), r.starts_at, zone) })
                  : null}
              </span>
              {pending === 'cancel' ? (
                <TextArea label={intl.formatMessage({ id: 'reservations.details.reasonLabel' })} value={reason} onChange={setReason} maxLength={500} rows={3} />
              ) : null}
            </Stack>
          </AlertDialog>
        </Stack>
      ) : null}
    </>
  );
}
