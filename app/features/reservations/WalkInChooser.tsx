import { today } from '@internationalized/date';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api-spec/client';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Dialog } from '../../../design-system/components/Dialog';
import { Modal } from '../../../design-system/components/Modal';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { barbersDoingAll, useBarbers, useServices, type Slot } from './data';
import { isSlotTaken } from './SlotPicker';
import * as styles from './WalkInChooser.css';

interface WalkInChooserProps {
  salonId: number;
  timeZone: string;
  /** The salon's slot grid: a first free start within one step of now counts as "now". */
  slotMinutes: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Nobody free now: the next free time of that service, offered to book instead. */
interface Later {
  serviceId: number;
  slot: Slot;
}

/**
 * A customer at the door, in two presses: "Walk-in now" on the schedule opens this chooser of the
 * salon's services; pressing a service books it now with the first free barber (the slots engine's
 * first free start of today; a walk-in, so no name or mobile is asked). When nobody is free now it
 * says when the next free time is and offers it; a time taken meanwhile offers the nearest free one.
 */
export function WalkInChooser({ salonId, timeZone, slotMinutes, isOpen, onOpenChange }: WalkInChooserProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const services = useServices(isOpen ? salonId : undefined);
  const barbers = useBarbers(isOpen ? salonId : undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [later, setLater] = useState<Later | null>(null);
  const [noTime, setNoTime] = useState<number | null>(null);

  const serviceName = (id: number) => services.data?.find((s) => s.id === id)?.name ?? '';
  const clock = (iso: string) => intl.formatTime(iso, { timeStyle: 'short', timeZone });
  /** The first barber (in the salon's order) who does the service and is free at that start. */
  const firstBarber = (serviceId: number, slot: Slot) =>
    barbersDoingAll(barbers.data, [serviceId]).find((b) => slot.barber_ids.includes(b.id))?.id ?? slot.barber_ids[0];

  const reset = () => {
    setLater(null);
    setNoTime(null);
  };

  const bookAt = async (serviceId: number, slot: Slot) => {
    const barberId = firstBarber(serviceId, slot);
    if (barberId === undefined) return setNoTime(serviceId);
    try {
      const created = await call(
        api.POST('/provider/reservations', {
          params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
          body: { salon_id: salonId, barber_id: barberId, service_ids: [serviceId], starts_at: slot.starts_at, walk_in: true, status: 'confirmed' },
        }),
      );
      for (const key of ['reservations', 'slots']) void queryClient.invalidateQueries({ queryKey: [key] });
      toast.positive(
        intl.formatMessage(
          { id: 'reservations.walkIn.booked' },
          { service: serviceName(serviceId), barber: created.data.barber_name, time: clock(created.data.starts_at) },
        ),
      );
      reset();
      onOpenChange(false);
    } catch (error) {
      // Taken meanwhile: the nearest free start the server offers, to book in one more press.
      if (error instanceof ApiError && error.status === 409 && isSlotTaken(error.body)) {
        const next = error.body.nearest_slots.find((s) => Date.parse(s.starts_at) >= Date.now());
        if (next) setLater({ serviceId, slot: next });
        else setNoTime(serviceId);
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
        return;
      }
      toast.critical(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'reservations.walkIn.failed' }));
    }
  };

  const choose = async (serviceId: number) => {
    if (busy !== null) return;
    reset();
    setBusy(serviceId);
    try {
      const day = today(timeZone).toString();
      const body = await call(api.GET('/provider/slots', { params: { query: { salon_id: salonId, date: day, service_ids: [serviceId] } } }));
      const first = body.data.flatMap((d) => d.slots)[0];
      if (!first) setNoTime(serviceId);
      else if (Date.parse(first.starts_at) - Date.now() > slotMinutes * 60_000) setLater({ serviceId, slot: first });
      else await bookAt(serviceId, first);
    } catch {
      toast.critical(intl.formatMessage({ id: 'reservations.walkIn.failed' }));
    } finally {
      setBusy(null);
    }
  };

  const bookLater = async () => {
    if (!later || busy !== null) return;
    setBusy(later.serviceId);
    try {
      await bookAt(later.serviceId, later.slot);
    } finally {
      setBusy(null);
    }
  };

  const laterBarber = later ? barbers.data?.find((b) => b.id === firstBarber(later.serviceId, later.slot))?.name ?? '' : '';
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (reset(), onOpenChange(open))} size="medium">
      <Dialog title={intl.formatMessage({ id: 'reservations.walkIn.chooseTitle' })} description={intl.formatMessage({ id: 'reservations.walkIn.chooseHint' })}>
        <Stack gap="medium">
          {services.isPending ? (
            <Skeleton lines={3} />
          ) : (services.data ?? []).length === 0 ? (
            <Alert tone="info">{intl.formatMessage({ id: 'reservations.walkIn.noServices' })}</Alert>
          ) : (
            <ul className={styles.tiles} aria-label={intl.formatMessage({ id: 'reservations.walkIn.services' })}>
              {services.data!.map((s) => (
                <li key={s.id}>
                  <Button
                    tone="neutral"
                    fullWidth
                    className={styles.tile}
                    isPending={busy === s.id}
                    isDisabled={busy !== null && busy !== s.id}
                    onPress={() => void choose(s.id)}
                  >
                    <span className={styles.name}>{s.name}</span>
                    <span className={styles.minutes}>{intl.formatNumber(s.duration_minutes, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {later ? (
            <Alert tone="caution" live title={intl.formatMessage({ id: 'reservations.walkIn.nobodyFree' }, { service: serviceName(later.serviceId) })}>
              <Stack gap="small">
                <span>{intl.formatMessage({ id: 'reservations.walkIn.nextFree' }, { time: clock(later.slot.starts_at), barber: laterBarber })}</span>
                <Button isPending={busy !== null} onPress={() => void bookLater()}>
                  {intl.formatMessage({ id: 'reservations.walkIn.bookAt' }, { time: clock(later.slot.starts_at) })}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {noTime !== null ? (
            <Alert tone="caution" live>
              {intl.formatMessage({ id: 'reservations.walkIn.noneToday' }, { service: serviceName(noTime) })}
            </Alert>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}
