import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { NumberField } from '../../../design-system/components/NumberField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { AffectedReservations } from './AffectedReservations';

type PrayerPauses = components['schemas']['PrayerPauses'];
type Mode = components['schemas']['PrayerPauseMode'];
type Affected = components['schemas']['AffectedReservation'];
const prayers = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const pauseModes: readonly Mode[] = ['salon', 'always', 'never'];

/** Prayer pauses of a salon: which prayers, how long from the adhan, Jumu'ah, and each barber's choice. */
export function PrayerPausesPanel({ salonId, timeZone }: { salonId: number; timeZone: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['prayer-pauses', salonId],
    queryFn: () => call(api.GET('/provider/salons/{id}/prayer-pauses', { params: { path: { id: salonId } } })),
    select: (body) => body.data,
  });
  const [draft, setDraft] = useState<PrayerPauses | null>(null);
  const [affected, setAffected] = useState<Affected[]>([]);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);

  const save = useMutation({
    mutationFn: (rules: PrayerPauses) =>
      call(
        api.PUT('/provider/salons/{id}/prayer-pauses', {
          params: { path: { id: salonId } },
          body: { enabled: rules.enabled, prayers: rules.prayers, jumuah_minutes: rules.jumuah_minutes, barbers: rules.barbers.map((b) => ({ barber_id: b.barber_id, mode: b.mode })) },
        }),
      ),
    onSuccess: (body) => {
      queryClient.setQueryData(['prayer-pauses', salonId], { data: body.data.rules, message: '' });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      setAffected(body.data.affected_reservations);
      toast.positive(body.message || intl.formatMessage({ id: 'closedTime.saved' }));
    },
  });

  if (!draft) return <Skeleton lines={6} />;
  const name = (p: string) => intl.formatMessage({ id: 'closedTime.prayer' }, { prayer: p });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    try {
      await save.mutateAsync(draft);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };

  return (
    <Form id="prayer-pauses" onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
      <Stack gap="large">
        <Text tone="muted">{intl.formatMessage({ id: 'closedTime.prayer.description' })}</Text>
        <Switch isSelected={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })}>
          {intl.formatMessage({ id: 'closedTime.prayer.enabled' })}
        </Switch>
        <Stack gap="medium">
          {prayers.map((p) => (
            <Inline key={p} gap="medium" alignY="center">
              <Checkbox
                isSelected={draft.prayers[p].enabled}
                isDisabled={!draft.enabled}
                onChange={(enabled) => setDraft({ ...draft, prayers: { ...draft.prayers, [p]: { ...draft.prayers[p], enabled } } })}
              >
                {name(p)}
              </Checkbox>
              <NumberField
                label={intl.formatMessage({ id: 'closedTime.prayer.minutes' }, { prayer: name(p) })}
                name={`prayers.${p}.minutes`}
                minValue={5}
                maxValue={120}
                step={5}
                value={draft.prayers[p].minutes}
                isDisabled={!draft.enabled || !draft.prayers[p].enabled}
                onChange={(minutes) => setDraft({ ...draft, prayers: { ...draft.prayers, [p]: { ...draft.prayers[p], minutes } } })}
              />
            </Inline>
          ))}
          <NumberField
            label={intl.formatMessage({ id: 'closedTime.prayer.jumuah' })}
            description={intl.formatMessage({ id: 'closedTime.prayer.jumuahHint' })}
            name="jumuah_minutes"
            minValue={15}
            maxValue={120}
            step={5}
            value={draft.jumuah_minutes}
            isDisabled={!draft.enabled || !draft.prayers.dhuhr.enabled}
            onChange={(jumuah_minutes) => setDraft({ ...draft, jumuah_minutes })}
          />
        </Stack>
        {draft.barbers.length > 0 ? (
          <Stack gap="medium">
            <Text weight="bold">{intl.formatMessage({ id: 'closedTime.prayer.barbers' })}</Text>
            {draft.barbers.map((b, i) => (
              <Select
                key={b.barber_id}
                label={b.barber_name}
                items={pauseModes.map((m) => ({ id: m, name: intl.formatMessage({ id: 'closedTime.prayer.mode' }, { mode: m }) }))}
                selectedKey={b.mode}
                onSelectionChange={(key) => setDraft({ ...draft, barbers: draft.barbers.map((x, j) => (j === i ? { ...x, mode: key as Mode } : x)) })}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            ))}
          </Stack>
        ) : null}
        <AffectedReservations items={affected} timeZone={timeZone} />
        <Inline>
          <Button type="submit" isPending={save.isPending}>
            {intl.formatMessage({ id: 'closedTime.save' })}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
