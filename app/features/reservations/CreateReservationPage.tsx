import { today, type CalendarDate } from '@internationalized/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { DatePicker } from '../../../design-system/components/DatePicker';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { PhoneField, saudiCountryCode, type PhoneValue } from '../../../design-system/components/PhoneField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextArea } from '../../../design-system/components/TextArea';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { ButtonLink } from '../website/ButtonLink';
import { barbersDoingAll, DEFAULT_ZONE, dayOrToday, useBarbers, useFreeSlots, useSalons, useServices, type Slot } from './data';
import { rememberSalon, salonInUse } from './salonInUse';
import { keyFor } from './slotGroups';
import { ServicePicker } from './ServicePicker';
import { isSlotTaken, SlotPicker, SlotTakenAlert, type SlotTaken } from './SlotPicker';

const ANY = 'any';

/**
 * A new reservation: salon → services → barber (or any) → a free slot → the customer. It starts from
 * the salon in use (the address's, the last one booked at, or the first). A walk-in (`walk_in=1`,
 * from the schedule) books today: once services are chosen, the nearest free time from now and the
 * first barber free then are chosen. The booking
 * carries an Idempotency-Key, kept while the same submission is retried. A taken slot (409)
 * is explained and its nearest free slots are offered; everything typed stays.
 */
export default function CreateReservationPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const salons = useSalons();
  const walkIn = params.get('walk_in') === '1';
  const [salonChoice, setSalonChoice] = useState<number | undefined>(Number(params.get('salon')) || undefined);
  const salonId = salonInUse(salons.data ?? [], salonChoice);
  const salon = salons.data?.find((s) => s.id === salonId);
  const timeZone = salon?.timezone ?? DEFAULT_ZONE;
  const services = useServices(salonId);
  const barbers = useBarbers(salonId);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [barberChoice, setBarberChoice] = useState<string>(params.get('barber') ?? ANY);
  const [date, setDate] = useState<CalendarDate>(() => (walkIn ? today(timeZone) : dayOrToday(params.get('date'), timeZone)));
  const [slot, setSlot] = useState<Slot | null>(null);
  const [customerName, setCustomerName] = useState('');
  const [mobile, setMobile] = useState<PhoneValue>({ countryCode: saudiCountryCode, mobile: '' });
  const [notes, setNotes] = useState('');
  // The contract's default: a booking made by staff is confirmed; unticked, it waits as pending.
  const [confirmNow, setConfirmNow] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<SlotTaken | null>(null);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const eligible = barbersDoingAll(barbers.data, serviceIds);
  const barberId = barberChoice !== ANY && eligible.some((b) => String(b.id) === barberChoice) ? Number(barberChoice) : undefined;
  const clock = (iso: string) => intl.formatDate(iso, { timeZone, hour: 'numeric', minute: '2-digit' });

  const slotQuery = {
    salon_id: salonId ?? 0,
    date: date.toString(),
    service_ids: serviceIds,
    barber_id: barberId,
  };
  const slots = useFreeSlots(slotQuery, salonId !== undefined && serviceIds.length > 0);

  // A walk-in takes the nearest free time (past times are never offered) once per choice of services
  // and barber; a time chosen by hand afterwards stays.
  const walkInChoice = walkIn ? `${salonId}:${serviceIds.join(',')}:${barberChoice}` : null;
  const autoPicked = useRef<string | null>(null);
  useEffect(() => {
    const first = slots.data?.[0];
    if (walkInChoice === null || !first || autoPicked.current === walkInChoice) return;
    autoPicked.current = walkInChoice;
    setSlot(first);
  }, [walkInChoice, slots.data]);
  const walkInBarber = walkIn && slot ? (barberId ?? eligible.find((b) => slot.barber_ids.includes(b.id))?.id) : undefined;

  const book = useMutation({
    mutationFn: async ({ body, key }: { body: components['schemas']['ReservationInput']; key: string }) =>
      call(api.POST('/provider/reservations', { params: { header: { 'Idempotency-Key': key } }, body })),
    onSuccess: (created) => {
      attempt.current = null;
      rememberSalon(created.data.salon_id);
      for (const key of ['reservations', 'slots']) void queryClient.invalidateQueries({ queryKey: [key] });
      toast.positive(intl.formatMessage({ id: 'reservations.create.done' }, { customer: created.data.customer_name }));
      navigate(localePath(locale, `/provider-dashboard/reservations/${created.data.id}`));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 422) setErrorBody(error.body);
      if (error.status === 409 && isSlotTaken(error.body)) {
        setTaken(error.body);
        setSlot(null);
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
      }
    },
  });

  const submit = (chosenSlot: Slot | null) => {
    setProblem(null);
    if (serviceIds.length === 0) return setProblem(intl.formatMessage({ id: 'reservations.create.problem.services' }));
    if (!chosenSlot) return setProblem(intl.formatMessage({ id: 'reservations.create.problem.slot' }));
    const barber = barberId ?? eligible.find((b) => chosenSlot.barber_ids.includes(b.id))?.id ?? chosenSlot.barber_ids[0];
    if (salonId === undefined || barber === undefined) return setProblem(intl.formatMessage({ id: 'reservations.create.problem.slot' }));
    const body = {
      salon_id: salonId,
      barber_id: barber,
      service_ids: serviceIds,
      starts_at: chosenSlot.starts_at,
      customer_name: customerName.trim(),
      customer_mobile: mobile.mobile,
      notes: notes.trim() || null,
      status: confirmNow ? ('confirmed' as const) : ('pending' as const),
    };
    attempt.current = keyFor(attempt.current, JSON.stringify(body), () => crypto.randomUUID());
    setTaken(null);
    setErrorBody(null);
    // The mutation's onError shows a failure; the promise only tells the form when the request is done.
    return book.mutateAsync({ body, key: attempt.current.key }).catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit(slot);
  };

  const pickAlternative = (alternative: Slot) => {
    setSlot(alternative);
    const day = alternative.starts_at.slice(0, 10);
    if (day !== date.toString()) setDate(dayOrToday(day, timeZone));
    if (barberId !== undefined && !alternative.barber_ids.includes(barberId)) setBarberChoice(ANY);
    void submit(alternative);
  };

  const pickServices = (ids: number[]) => {
    setServiceIds(ids);
    setSlot(null);
  };

  const title = intl.formatMessage({ id: 'reservations.create.title' });
  return (
    <>
      <PageHeader title={title} />
      <Form onSubmit={onSubmit} errorBody={errorBody} aria-label={title}>
        <Stack gap="large">
          <Card title={intl.formatMessage({ id: 'reservations.create.step.salon' })} headingLevel={2}>
            <Select
              label={intl.formatMessage({ id: 'reservations.filter.salon' })}
              name="salon_id"
              isRequired
              items={salons.data ?? []}
              selectedKey={salonId ?? null}
              onSelectionChange={(key) => {
                setSalonChoice(Number(key));
                rememberSalon(Number(key));
                setServiceIds([]);
                setBarberChoice(ANY);
                setSlot(null);
              }}
            >
              {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
            </Select>
          </Card>

          {walkIn ? (
            <Alert tone="info" live title={intl.formatMessage({ id: 'reservations.walkIn.title' })}>
              {slot && walkInBarber !== undefined
                ? intl.formatMessage(
                    { id: 'reservations.walkIn.picked' },
                    { time: clock(slot.starts_at), barber: eligible.find((b) => b.id === walkInBarber)?.name ?? '' },
                  )
                : serviceIds.length > 0 && slots.data?.length === 0
                  ? intl.formatMessage({ id: 'reservations.walkIn.none' })
                  : intl.formatMessage({ id: 'reservations.walkIn.hint' })}
            </Alert>
          ) : null}

          <Card title={intl.formatMessage({ id: 'reservations.create.step.services' })} headingLevel={2}>
            {services.isPending ? (
              <Skeleton lines={3} />
            ) : (services.data ?? []).length === 0 ? (
              <Stack gap="small">
                <Text>{intl.formatMessage({ id: 'reservations.create.noServices' }, { salon: salon?.name ?? '' })}</Text>
                <div>
                  <ButtonLink href={localePath(locale, '/provider-dashboard/services/create')} tone="neutral">
                    {intl.formatMessage({ id: 'reservations.create.addService' })}
                  </ButtonLink>
                </div>
              </Stack>
            ) : (
              <ServicePicker
                label={intl.formatMessage({ id: 'reservations.create.servicesHint' })}
                services={services.data ?? []}
                selected={serviceIds}
                onChange={pickServices}
              />
            )}
          </Card>

          <Card title={intl.formatMessage({ id: 'reservations.create.step.time' })} headingLevel={2}>
            <Stack gap="medium">
              <Inline gap="medium" alignY="bottom">
                <Select
                  label={intl.formatMessage({ id: 'reservations.filter.barber' })}
                  selectedKey={barberId !== undefined ? String(barberId) : ANY}
                  onSelectionChange={(key) => {
                    setBarberChoice(String(key));
                    setSlot(null);
                  }}
                >
                  {[
                    <SelectItem key={ANY} id={ANY}>
                      {intl.formatMessage({ id: 'reservations.create.anyBarber' })}
                    </SelectItem>,
                    ...eligible.map((b) => (
                      <SelectItem key={b.id} id={String(b.id)}>
                        {b.name}
                      </SelectItem>
                    )),
                  ]}
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
              {serviceIds.length === 0 ? (
                <Text tone="muted">{intl.formatMessage({ id: 'reservations.create.chooseServicesFirst' })}</Text>
              ) : (
                <SlotPicker slots={slots.data} timeZone={timeZone} selected={slot} onSelect={setSlot} />
              )}
            </Stack>
          </Card>

          {taken ? (
            <SlotTakenAlert taken={taken} timeZone={timeZone} isDisabled={book.isPending} onPick={pickAlternative} />
          ) : null}

          <Card title={intl.formatMessage({ id: 'reservations.create.step.customer' })} headingLevel={2}>
            <Stack gap="medium">
              <TextField
                label={intl.formatMessage({ id: 'reservations.create.customerName' })}
                name="customer_name"
                isRequired
                maxLength={100}
                value={customerName}
                onChange={setCustomerName}
              />
              <PhoneField
                label={intl.formatMessage({ id: 'reservations.column.mobile' })}
                name="customer_mobile"
                countryCodeName="customer_country_code"
                isRequired
                value={mobile}
                onChange={setMobile}
              />
              <TextArea label={intl.formatMessage({ id: 'reservations.details.notes' })} name="notes" maxLength={500} value={notes} onChange={setNotes} rows={3} />
              <Checkbox isSelected={confirmNow} onChange={setConfirmNow} description={intl.formatMessage({ id: 'reservations.create.confirmNowHint' })}>
                {intl.formatMessage({ id: 'reservations.create.confirmNow' })}
              </Checkbox>
            </Stack>
          </Card>

          {problem ? (
            <Alert tone="critical" live>
              {problem}
            </Alert>
          ) : null}
          <Inline gap="small">
            <Button type="submit" isPending={book.isPending}>
              {intl.formatMessage({ id: 'reservations.create.submit' })}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </>
  );
}
