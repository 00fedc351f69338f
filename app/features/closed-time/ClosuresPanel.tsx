import { today, type CalendarDate } from '@internationalized/date';
import { useShowsHijri } from '../../../design-system/components/Calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { DatePicker } from '../../../design-system/components/DatePicker';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Stack } from '../../../design-system/components/Stack';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { TextField } from '../../../design-system/components/TextField';
import { TimeField } from '../../../design-system/components/TimeField';
import { toast } from '../../../design-system/components/Toast';
import type { HHMM } from '../../../design-system/components/TimeField/time';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { useBarbers } from '../reservations/data';
import { AffectedReservations } from './AffectedReservations';
import { dayAndTime, zonedDateTime } from './dates';

type Closure = components['schemas']['Closure'];
type Kind = components['schemas']['ClosureKind'];
type Affected = components['schemas']['AffectedReservation'];
type Suggestion = components['schemas']['ClosureSuggestion'];
const closureKinds: readonly Kind[] = ['holiday', 'maintenance', 'time_off', 'other'];
const WHOLE_SALON = 'salon';

/** Closures of the salon and its barbers' time off: the list, a form to add one, the holidays to confirm. */
export function ClosuresPanel({ salonId, timeZone }: { salonId: number; timeZone: string }) {
  const intl = useIntl();
  const hijri = useShowsHijri();
  const queryClient = useQueryClient();
  const barbers = useBarbers(salonId);
  const closures = useQuery({
    queryKey: ['closures', salonId],
    queryFn: () => call(api.GET('/provider/salons/{id}/closures', { params: { path: { id: salonId } } })),
    select: (body) => body.data,
  });
  const suggestions = useQuery({
    queryKey: ['closure-suggestions', salonId],
    queryFn: () => call(api.GET('/provider/salons/{id}/closure-suggestions', { params: { path: { id: salonId } } })),
    select: (body) => body.data,
  });
  const [affected, setAffected] = useState<Affected[]>([]);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['closures', salonId] });
    void queryClient.invalidateQueries({ queryKey: ['closure-suggestions', salonId] });
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };
  const create = useMutation({
    mutationFn: (body: components['schemas']['ClosureInput']) => call(api.POST('/provider/salons/{id}/closures', { params: { path: { id: salonId } }, body })),
    onSuccess: (body) => {
      refresh();
      setAffected(body.data.affected_reservations);
      toast.positive(body.message || intl.formatMessage({ id: 'closedTime.saved' }));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(api.DELETE('/provider/salons/{id}/closures/{closure_id}', { params: { path: { id: salonId, closure_id: id } } })),
    onSuccess: (body) => {
      refresh();
      toast.positive(body.message || intl.formatMessage({ id: 'closedTime.removed' }));
    },
  });

  // The add form.
  const [kind, setKind] = useState<Kind>('holiday');
  const [barber, setBarber] = useState<string>(WHOLE_SALON);
  const [name, setName] = useState('');
  const [startDay, setStartDay] = useState<CalendarDate>(() => today(timeZone));
  const [startTime, setStartTime] = useState<HHMM | null>('00:00');
  const [endDay, setEndDay] = useState<CalendarDate>(() => today(timeZone).add({ days: 1 }));
  const [endTime, setEndTime] = useState<HHMM | null>('00:00');
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    try {
      await create.mutateAsync({
        kind,
        barber_id: barber === WHOLE_SALON ? null : Number(barber),
        name: name.trim() || null,
        starts_at: zonedDateTime(startDay, startTime ?? '00:00', timeZone),
        ends_at: zonedDateTime(endDay, endTime ?? '00:00', timeZone),
      });
      setName('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };
  const confirm = (s: Suggestion) => create.mutateAsync({ kind: 'holiday', barber_id: null, name: s.name, starts_at: s.starts_at, ends_at: s.ends_at });

  const kindName = (k: Kind) => intl.formatMessage({ id: 'closedTime.kind' }, { kind: k });
  const columns: TableColumn<Closure>[] = [
    { id: 'name', name: intl.formatMessage({ id: 'closedTime.column.name' }), cell: (c) => c.name ?? kindName(c.kind), isRowHeader: true },
    { id: 'who', name: intl.formatMessage({ id: 'closedTime.column.who' }), cell: (c) => c.barber_name ?? intl.formatMessage({ id: 'closedTime.wholeSalon' }) },
    { id: 'from', name: intl.formatMessage({ id: 'closedTime.column.from' }), cell: (c) => dayAndTime(c.starts_at, timeZone, intl.locale, { hijri }) },
    { id: 'to', name: intl.formatMessage({ id: 'closedTime.column.to' }), cell: (c) => dayAndTime(c.ends_at, timeZone, intl.locale, { hijri }) },
  ];
  const who = [{ id: WHOLE_SALON, name: intl.formatMessage({ id: 'closedTime.wholeSalon' }) }, ...(barbers.data ?? []).map((b) => ({ id: String(b.id), name: b.name }))];

  return (
    <Stack gap="large">
      <Card title={intl.formatMessage({ id: 'closedTime.suggestions.title' })} headingLevel={2}>
        <Stack gap="small">
          {(suggestions.data ?? []).map((s) => (
            <Inline key={`${s.key}-${s.starts_on}`} gap="medium" alignY="center">
              <span>
                {intl.formatMessage(
                  { id: 'closedTime.suggestions.item' },
                  { name: s.name, from: dayAndTime(s.starts_at, timeZone, intl.locale, { time: false, hijri }), days: daysBetween(s.starts_on, s.ends_on) },
                )}
              </span>
              {s.confirmed ? (
                <span>{intl.formatMessage({ id: 'closedTime.suggestions.confirmed' })}</span>
              ) : (
                <Button tone="neutral" onPress={() => void confirm(s)} aria-label={intl.formatMessage({ id: 'closedTime.suggestions.confirmLabel' }, { name: s.name })}>
                  {intl.formatMessage({ id: 'closedTime.suggestions.confirm' })}
                </Button>
              )}
            </Inline>
          ))}
        </Stack>
      </Card>
      <AffectedReservations items={affected} timeZone={timeZone} />
      <Card title={intl.formatMessage({ id: 'closedTime.list.title' })} headingLevel={2}>
        <Table
          aria-label={intl.formatMessage({ id: 'closedTime.list.title' })}
          columns={columns}
          rows={closures.data ?? []}
          isLoading={closures.isPending}
          getRowLabel={(c) => c.name ?? kindName(c.kind)}
          rowActions={() => [{ id: 'remove', label: intl.formatMessage({ id: 'closedTime.remove' }), icon: 'trash', tone: 'critical' }]}
          onRowAction={(_action, c) => setRemoving(c)}
          emptyState={<EmptyState icon="calendar" title={intl.formatMessage({ id: 'closedTime.list.empty' })} />}
        />
      </Card>
      <Card title={intl.formatMessage({ id: 'closedTime.add.title' })} headingLevel={2}>
        <Form id="closure" onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
          <Stack gap="medium">
            <Inline gap="medium" alignY="top">
              <Select label={intl.formatMessage({ id: 'closedTime.add.kind' })} name="kind" items={closureKinds.map((k) => ({ id: k, name: kindName(k) }))} selectedKey={kind} onSelectionChange={(k) => setKind(k as Kind)}>
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <Select label={intl.formatMessage({ id: 'closedTime.add.who' })} name="barber_id" items={who} selectedKey={barber} onSelectionChange={(k) => setBarber(String(k))}>
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <TextField label={intl.formatMessage({ id: 'closedTime.add.name' })} name="name" value={name} onChange={setName} maxLength={100} />
            </Inline>
            <Inline gap="medium" alignY="top">
              <DatePicker<CalendarDate> label={intl.formatMessage({ id: 'closedTime.add.startDay' })} name="starts_at" value={startDay} onChange={(v) => v && setStartDay(v)} />
              <TimeField label={intl.formatMessage({ id: 'closedTime.add.startTime' })} value={startTime} onChange={setStartTime} />
              <DatePicker<CalendarDate> label={intl.formatMessage({ id: 'closedTime.add.endDay' })} name="ends_at" value={endDay} onChange={(v) => v && setEndDay(v)} />
              <TimeField label={intl.formatMessage({ id: 'closedTime.add.endTime' })} value={endTime} onChange={setEndTime} />
            </Inline>
            <Inline>
              <Button type="submit" isPending={create.isPending}>
                {intl.formatMessage({ id: 'closedTime.add.submit' })}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Card>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={intl.formatMessage({ id: 'closedTime.removeTitle' })}
        confirmLabel={intl.formatMessage({ id: 'closedTime.remove' })}
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
      >
        {removing ? intl.formatMessage({ id: 'closedTime.removeBody' }, { name: removing.name ?? kindName(removing.kind) }) : ''}
      </AlertDialog>
    </Stack>
  );
}

function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}
