import { parseDate, type CalendarDate } from '@internationalized/date';
import { useBesideHijri } from '../../../design-system/components/Calendar';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { DatePicker } from '../../../design-system/components/DatePicker';
import { Dialog } from '../../../design-system/components/Dialog';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Modal } from '../../../design-system/components/Modal';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextArea } from '../../../design-system/components/TextArea';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { barbersDoingAll, dayOrToday, useBarbers, useFreeSlots, useServices, type Reservation, type Slot } from './data';
import { isSlotTaken, SlotPicker, SlotTakenAlert, type SlotTaken } from './SlotPicker';

type ChangeInput = components['schemas']['ReservationChangeInput'];

/** What differs from the reservation: only those fields are sent (the server keeps the rest). */
function changeBody(r: Reservation, edit: { serviceIds: number[]; barberId: number; slot: Slot | null; notes: string }): ChangeInput {
  const body: ChangeInput = {};
  if (edit.serviceIds.join(',') !== r.services.map((s) => s.service_id).join(',')) body.service_ids = edit.serviceIds;
  if (edit.barberId !== r.barber_id) body.barber_id = edit.barberId;
  if (edit.slot && Date.parse(edit.slot.starts_at) !== Date.parse(r.starts_at)) body.starts_at = edit.slot.starts_at;
  const notes = edit.notes.trim() || null;
  if (notes !== (r.notes ?? null)) body.notes = notes;
  return body;
}

/** A new barber and start proposed before the dialog opens (a reservation dropped in the schedule). */
export interface ChangeProposal {
  barberId: number;
  /** ISO instant. */
  startsAt: string;
  /** Its day in the salon's zone, `YYYY-MM-DD`. */
  date: string;
}

interface Props {
  reservation: Reservation;
  /** Prefills the barber, day and time; the owner still confirms. */
  proposal?: ChangeProposal;
  timeZone: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The changed reservation, once the server has it. */
  onChanged: (reservation: Reservation, message: string) => void;
}

/**
 * Change a live reservation: its services, barber, day and time (the free slots of the day for
 * it, its own time not counted as taken) and notes. A taken time (409) is explained with the
 * nearest free times; everything chosen stays.
 */
export function ChangeReservationDialog({ reservation: r, proposal, timeZone, isOpen, onOpenChange, onChanged }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'reservations.change.title' });
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large" isDismissable={false}>
      <Dialog title={title} description={intl.formatMessage({ id: 'reservations.change.description' }, { customer: r.customer_name })}>
        {({ close }) => <ChangeForm reservation={r} proposal={proposal} timeZone={timeZone} title={title} onCancel={close} onChanged={onChanged} />}
      </Dialog>
    </Modal>
  );
}

function ChangeForm({ reservation: r, proposal, timeZone, title, onCancel, onChanged }: { reservation: Reservation; proposal: ChangeProposal | undefined; timeZone: string; title: string; onCancel: () => void; onChanged: Props['onChanged'] }) {
  const intl = useIntl();
  const services = useServices(r.salon_id);
  const barbers = useBarbers(r.salon_id);
  const [serviceIds, setServiceIds] = useState<number[]>(() => r.services.map((s) => s.service_id));
  const [barberChoice, setBarberChoice] = useState<number>(proposal?.barberId ?? r.barber_id);
  const [date, setDate] = useState<CalendarDate>(() => (proposal ? parseDate(proposal.date) : dayOrToday(r.starts_at.slice(0, 10), timeZone)));
  // A proposed time is chosen as it is (same length); the server checks it when saved, as any other.
  const [slot, setSlot] = useState<Slot | null>(() =>
    proposal
      ? { starts_at: proposal.startsAt, ends_at: new Date(Date.parse(proposal.startsAt) + Date.parse(r.ends_at) - Date.parse(r.starts_at)).toISOString(), barber_ids: [proposal.barberId] }
      : null,
  );
  const [notes, setNotes] = useState(r.notes ?? '');
  const [taken, setTaken] = useState<SlotTaken | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errorBody, setErrorBody] = useState<unknown>(null);

  // Barbers who perform every chosen service; the current one stays chosen while they can.
  const eligible = barbersDoingAll(barbers.data, serviceIds);
  const barberId = eligible.some((b) => b.id === barberChoice) ? barberChoice : (eligible[0]?.id ?? barberChoice);
  const beside = useBesideHijri();
  const clock = (iso: string) => beside(intl.formatDate(iso, { timeZone, dateStyle: 'full', timeStyle: 'short' }), iso, timeZone);
  const money = (halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });

  const slotQuery = { salon_id: r.salon_id, date: date.toString(), service_ids: serviceIds, barber_id: barberId, ignore_reservation_id: r.id };
  const slots = useFreeSlots(slotQuery, serviceIds.length > 0);

  const change = useMutation({
    mutationFn: (body: ChangeInput) => call(api.POST('/provider/reservations/{id}/change', { params: { path: { id: r.id } }, body })),
    onSuccess: (answer) => onChanged(answer.data, answer.message),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 422) setErrorBody(error.body);
      if (error.status === 409 && isSlotTaken(error.body)) {
        setTaken(error.body);
        setSlot(null);
      } else if (error.status === 409) setRefusal(error.message);
    },
  });

  const submit = (chosen: Slot | null) => {
    const body = changeBody(r, { serviceIds, barberId, slot: chosen, notes });
    setTaken(null);
    setRefusal(null);
    setErrorBody(null);
    if (Object.keys(body).length === 0) return onCancel();
    return change.mutateAsync(body).catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit(slot);
  };

  const pickAlternative = (alternative: Slot) => {
    setSlot(alternative);
    const day = alternative.starts_at.slice(0, 10);
    if (day !== date.toString()) setDate(dayOrToday(day, timeZone));
    void submit(alternative);
  };

  const toggleService = (id: number, on: boolean) => {
    setServiceIds((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
    setSlot(null);
  };

  return (
    <Form onSubmit={onSubmit} errorBody={errorBody} aria-label={title}>
      <Stack gap="large">
        <Text>{intl.formatMessage({ id: 'reservations.change.current' }, { time: clock(r.starts_at), barber: r.barber_name })}</Text>
        {slot ? (
          <Text weight="bold">
            {intl.formatMessage({ id: 'reservations.change.new' }, { time: clock(slot.starts_at), barber: eligible.find((b) => b.id === barberId)?.name ?? barbers.data?.find((b) => b.id === barberId)?.name ?? '' })}
          </Text>
        ) : null}
        {services.isPending ? (
          <Skeleton lines={3} />
        ) : (
          <fieldset>
            <legend>
              <Text as="span" weight="bold">
                {intl.formatMessage({ id: 'reservations.details.services' })}
              </Text>
            </legend>
            <Stack gap="small">
              {(services.data ?? []).map((s) => (
                <Checkbox key={s.id} isSelected={serviceIds.includes(s.id)} onChange={(on) => toggleService(s.id, on)} value={String(s.id)}>
                  {intl.formatMessage({ id: 'reservations.details.serviceLine' }, { name: s.name, price: money(s.price), minutes: s.duration_minutes })}
                </Checkbox>
              ))}
            </Stack>
          </fieldset>
        )}
        <Inline gap="medium" alignY="bottom">
          <Select
            label={intl.formatMessage({ id: 'reservations.filter.barber' })}
            name="barber_id"
            items={eligible}
            selectedKey={barberId}
            onSelectionChange={(key) => {
              setBarberChoice(Number(key));
              setSlot(null);
            }}
          >
            {(b) => <SelectItem id={b.id}>{b.name}</SelectItem>}
          </Select>
          <DatePicker<CalendarDate>
            label={intl.formatMessage({ id: 'reservations.schedule.date' })}
            value={date}
            onChange={(value) => {
              if (value) setDate(value);
              setSlot(null);
            }}
          />
        </Inline>
        <section aria-label={intl.formatMessage({ id: 'reservations.change.slots' })}>
          <Stack gap="small">
            <Text tone="muted" size="small">
              {intl.formatMessage({ id: 'reservations.change.slotsHint' })}
            </Text>
            {serviceIds.length === 0 ? (
              <Text tone="muted">{intl.formatMessage({ id: 'reservations.create.chooseServicesFirst' })}</Text>
            ) : (
              <SlotPicker slots={slots.data} timeZone={timeZone} selected={slot} onSelect={setSlot} />
            )}
          </Stack>
        </section>
        {taken ? <SlotTakenAlert taken={taken} timeZone={timeZone} isDisabled={change.isPending} onPick={pickAlternative} /> : null}
        <TextArea label={intl.formatMessage({ id: 'reservations.details.notes' })} name="notes" maxLength={1000} value={notes} onChange={setNotes} rows={3} />
        {refusal ? (
          <Alert tone="critical" live>
            {refusal}
          </Alert>
        ) : null}
        <Inline gap="small">
          <Button type="submit" isPending={change.isPending} isDisabled={serviceIds.length === 0}>
            {intl.formatMessage({ id: 'reservations.change.submit' })}
          </Button>
          <Button tone="neutral" onPress={onCancel}>
            {intl.formatMessage({ id: 'reservations.change.cancel' })}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
