import { parseDate } from '@internationalized/date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { useHijriOf } from '../../../design-system/components/Calendar';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { WorkingHoursEditor } from '../../../design-system/components/WorkingHoursEditor';
import { isWeekValid, type WorkingWeek } from '../../../design-system/components/WorkingHoursEditor/workingHours';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import { AffectedReservations } from './AffectedReservations';

type Affected = components['schemas']['AffectedReservation'];

/** A local day as the reader reads it; in Arabic with its Umm al-Qura date. */
function dayLabel(iso: string, locale: string, hijriOf: (day: { year: number; month: number; day: number }) => string | null): string {
  const day = parseDate(iso);
  const gregorian = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(day.year, day.month - 1, day.day));
  const hijri = hijriOf(day);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}

/** Ramadan hours: a second week applied on the days of Ramadan, hours past midnight allowed. */
export function RamadanHoursPanel({ salonId, timeZone }: { salonId: number; timeZone: string }) {
  const intl = useIntl();
  const hijriOf = useHijriOf();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['ramadan-hours', salonId],
    queryFn: () => call(api.GET('/provider/salons/{id}/ramadan-hours', { params: { path: { id: salonId } } })),
    select: (body) => body.data,
  });
  const [enabled, setEnabled] = useState(false);
  const [week, setWeek] = useState<WorkingWeek>([]);
  const [affected, setAffected] = useState<Affected[]>([]);
  const [errorBody, setErrorBody] = useState<unknown>(null);
  useEffect(() => {
    if (query.data) {
      setEnabled(query.data.enabled);
      setWeek(query.data.working_hours as WorkingWeek);
    }
  }, [query.data]);

  const save = useMutation({
    mutationFn: () => call(api.PUT('/provider/salons/{id}/ramadan-hours', { params: { path: { id: salonId } }, body: { enabled, working_hours: week } })),
    onSuccess: (body) => {
      queryClient.setQueryData(['ramadan-hours', salonId], { data: body.data.rules, message: '' });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      setAffected(body.data.affected_reservations);
      toast.positive(body.message || intl.formatMessage({ id: 'closedTime.saved' }));
    },
  });

  if (!query.data) return <Skeleton lines={6} />;
  const { ramadan } = query.data;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    if (!isWeekValid(week, { overnight: true })) return;
    try {
      await save.mutateAsync();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };

  return (
    <Form id="ramadan-hours" onSubmit={submit} errorBody={errorBody} validationBehavior="aria">
      <Stack gap="large">
        <Text tone="muted">
          {intl.formatMessage(
            { id: 'closedTime.ramadan.dates' },
            { year: ramadan.hijri_year, from: dayLabel(ramadan.starts_on, intl.locale, hijriOf), to: dayLabel(ramadan.ends_on, intl.locale, hijriOf) },
          )}
        </Text>
        <Switch isSelected={enabled} onChange={setEnabled}>
          {intl.formatMessage({ id: 'closedTime.ramadan.enabled' })}
        </Switch>
        <WorkingHoursEditor label={intl.formatMessage({ id: 'closedTime.ramadan.week' })} value={week} onChange={setWeek} isDisabled={!enabled} allowsOvernight />
        <Text tone="muted">{intl.formatMessage({ id: 'closedTime.ramadan.overnightHint' })}</Text>
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
