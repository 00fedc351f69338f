import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Dialog } from '../../../design-system/components/Dialog';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Modal } from '../../../design-system/components/Modal';
import { NumberField } from '../../../design-system/components/NumberField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Table, type TableColumn } from '../../../design-system/components/Table';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { PageHeader } from '../dashboard/PageHeader';
import { useBarbers, useSalons } from '../reservations/data';

type BufferTimes = components['schemas']['BufferTimes'];
type Minutes = { before_minutes: number; after_minutes: number };
export const MAX_BUFFER = 120;

/** A whole number of minutes from 0 to 120, or why not (as a message id): a negative one is refused, never dropped. */
export function minutesProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'bufferTimes.problem.required';
  if (value < 0) return 'bufferTimes.problem.negative';
  if (!Number.isInteger(value) || value > MAX_BUFFER) return 'bufferTimes.problem.range';
  return null;
}

interface BarberRow {
  id: number;
  name: string;
  before: number;
  after: number;
  overridden: boolean;
}

/**
 * The two minute fields, validated before sending; the server's 422 lands under them too. They have
 * no minValue/maxValue: React Aria would drop a typed minus sign and clamp on blur, silently
 * changing what the owner typed; the form says what is wrong instead.
 */
function MinutesForm({ initial, onSave, submitLabel, formId }: { initial: Minutes; onSave: (m: Minutes) => Promise<unknown>; submitLabel: string; formId: string }) {
  const intl = useIntl();
  const [before, setBefore] = useState(initial.before_minutes);
  const [after, setAfter] = useState(initial.after_minutes);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setBefore(initial.before_minutes);
    setAfter(initial.after_minutes);
  }, [initial.before_minutes, initial.after_minutes]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = { before_minutes: minutesProblem(before), after_minutes: minutesProblem(after) };
    if (problems.before_minutes || problems.after_minutes) {
      setErrorBody({
        errors: Object.fromEntries(Object.entries(problems).flatMap(([k, id]) => (id ? [[k, [intl.formatMessage({ id }, { max: MAX_BUFFER })]]] : []))),
      });
      return;
    }
    setErrorBody(null);
    setSaving(true);
    try {
      await onSave({ before_minutes: before, after_minutes: after });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form id={formId} onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
      <Stack gap="medium">
        <Inline gap="medium" alignY="top">
          <NumberField
            label={intl.formatMessage({ id: 'bufferTimes.before' })}
            name="before_minutes"
            step={5}
            value={before}
            onChange={setBefore}
            description={intl.formatMessage({ id: 'bufferTimes.minutesHint' }, { max: MAX_BUFFER })}
            isRequired
          />
          <NumberField
            label={intl.formatMessage({ id: 'bufferTimes.after' })}
            name="after_minutes"
            step={5}
            value={after}
            onChange={setAfter}
            description={intl.formatMessage({ id: 'bufferTimes.minutesHint' }, { max: MAX_BUFFER })}
            isRequired
          />
        </Inline>
        <Inline>
          <Button type="submit" isPending={saving}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** Buffer times: the salon's minutes before and after every reservation, and barbers' own values. */
export default function BufferTimesPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const salons = useSalons();
  const salonId = Number(params.get('salon')) || salons.data?.[0]?.id;
  const barbers = useBarbers(salonId);
  const [editing, setEditing] = useState<BarberRow | null>(null);
  const [removing, setRemoving] = useState<BarberRow | null>(null);

  const buffers = useQuery({
    queryKey: ['buffer-times', salonId],
    queryFn: () => call(api.GET('/provider/buffer-times', { params: { query: { salon_id: salonId ?? 0 } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined,
  });
  const saved = (data: BufferTimes) => {
    queryClient.setQueryData(['buffer-times', data.salon_id], { data, message: '' });
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };

  const saveSalon = useMutation({
    mutationFn: (m: Minutes) => call(api.PUT('/provider/buffer-times/{salon_id}', { params: { path: { salon_id: salonId ?? 0 } }, body: m })),
    onSuccess: (body) => {
      saved(body.data);
      toast.positive(intl.formatMessage({ id: 'bufferTimes.savedSalon' }));
    },
  });
  const saveBarber = useMutation({
    mutationFn: ({ barberId, m }: { barberId: number; m: Minutes }) =>
      call(api.PUT('/provider/buffer-times/{salon_id}/barbers/{barber_id}', { params: { path: { salon_id: salonId ?? 0, barber_id: barberId } }, body: m })),
    onSuccess: (body) => {
      saved(body.data);
      setEditing(null);
      toast.positive(intl.formatMessage({ id: 'bufferTimes.savedBarber' }));
    },
  });
  const removeBarber = useMutation({
    mutationFn: (barberId: number) =>
      call(api.DELETE('/provider/buffer-times/{salon_id}/barbers/{barber_id}', { params: { path: { salon_id: salonId ?? 0, barber_id: barberId } } })),
    onSuccess: (body) => {
      saved(body.data);
      toast.positive(intl.formatMessage({ id: 'bufferTimes.removed' }));
    },
  });

  const data = buffers.data;
  const rows: BarberRow[] = (barbers.data ?? []).map((b) => {
    const own = data?.barber_overrides.find((o) => o.barber_id === b.id);
    return { id: b.id, name: b.name, before: own?.before_minutes ?? data?.before_minutes ?? 0, after: own?.after_minutes ?? data?.after_minutes ?? 0, overridden: Boolean(own) };
  });
  const minutes = (n: number) => intl.formatMessage({ id: 'bufferTimes.minutes' }, { count: n });
  const columns: TableColumn<BarberRow>[] = [
    { id: 'name', name: intl.formatMessage({ id: 'bufferTimes.column.barber' }), cell: (r) => r.name, isRowHeader: true },
    { id: 'before', name: intl.formatMessage({ id: 'bufferTimes.before' }), cell: (r) => minutes(r.before) },
    { id: 'after', name: intl.formatMessage({ id: 'bufferTimes.after' }), cell: (r) => minutes(r.after) },
    {
      id: 'source',
      name: intl.formatMessage({ id: 'bufferTimes.column.source' }),
      cell: (r) => intl.formatMessage({ id: r.overridden ? 'bufferTimes.source.own' : 'bufferTimes.source.salon' }),
    },
  ];

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'bufferTimes.title' })} description={intl.formatMessage({ id: 'bufferTimes.description' })} />
      <Stack gap="large">
        <Select
          label={intl.formatMessage({ id: 'reservations.filter.salon' })}
          items={salons.data ?? []}
          selectedKey={salonId ?? null}
          onSelectionChange={(key) => setParams(key === null ? {} : { salon: String(key) }, { replace: true })}
        >
          {(s) => <SelectItem id={s.id}>{s.name}</SelectItem>}
        </Select>
        <Card title={intl.formatMessage({ id: 'bufferTimes.salonTitle' })} headingLevel={2}>
          {buffers.isPending || !data ? (
            <Skeleton lines={3} />
          ) : (
            <MinutesForm
              formId="salon-buffers"
              initial={data}
              submitLabel={intl.formatMessage({ id: 'bufferTimes.save' })}
              onSave={(m) => saveSalon.mutateAsync(m)}
            />
          )}
        </Card>
        <Card title={intl.formatMessage({ id: 'bufferTimes.barbersTitle' })} headingLevel={2}>
          <Table
            aria-label={intl.formatMessage({ id: 'bufferTimes.barbersTitle' })}
            columns={columns}
            rows={rows}
            isLoading={barbers.isPending || buffers.isPending}
            getRowLabel={(r) => r.name}
            rowActions={(r) => [
              { id: 'edit', label: intl.formatMessage({ id: 'bufferTimes.action.edit' }), icon: 'edit' },
              ...(r.overridden ? [{ id: 'remove', label: intl.formatMessage({ id: 'bufferTimes.action.remove' }), icon: 'trash' as const, tone: 'critical' as const }] : []),
            ]}
            onRowAction={(action, r) => (action === 'edit' ? setEditing(r) : setRemoving(r))}
            emptyState={<EmptyState icon="users" title={intl.formatMessage({ id: 'bufferTimes.noBarbers' })} />}
          />
        </Card>
      </Stack>
      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <Dialog title={editing ? intl.formatMessage({ id: 'bufferTimes.editTitle' }, { name: editing.name }) : ''}>
          {editing ? (
            <MinutesForm
              formId="barber-buffers"
              initial={{ before_minutes: editing.before, after_minutes: editing.after }}
              submitLabel={intl.formatMessage({ id: 'bufferTimes.save' })}
              onSave={(m) => saveBarber.mutateAsync({ barberId: editing.id, m })}
            />
          ) : null}
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={intl.formatMessage({ id: 'bufferTimes.removeTitle' })}
        confirmLabel={intl.formatMessage({ id: 'bufferTimes.action.remove' })}
        onConfirm={() => (removing ? removeBarber.mutateAsync(removing.id) : undefined)}
      >
        {removing ? intl.formatMessage({ id: 'bufferTimes.removeBody' }, { name: removing.name }) : ''}
      </AlertDialog>
    </>
  );
}
