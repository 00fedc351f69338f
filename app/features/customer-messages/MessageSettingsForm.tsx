import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { IconButton } from '../../../design-system/components/IconButton';
import { Radio, RadioGroup } from '../../../design-system/components/RadioGroup';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import { api, call } from '../../api';
import * as styles from './CustomerMessages.css';
import { messageSettingsKey, type MessageSettings, type MessageSettingsInput } from './data';
import { choicesFor, inUnits, MAX_REMINDERS, nextReminder } from './reminderTimes';

const channels = ['whatsapp_sms', 'sms', 'off'] as const;

/**
 * A salon's customer messages: the channel (WhatsApp then SMS, SMS only, off), reminders on or off
 * and up to three times before the visit. Saving re-plans the reminders of upcoming bookings.
 */
export function MessageSettingsForm({ salonId, settings }: { salonId: number; settings: MessageSettings }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<MessageSettingsInput>(() => ({
    channel: settings.channel,
    reminders_enabled: settings.reminders_enabled,
    reminder_offsets_minutes: [...settings.reminder_offsets_minutes],
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const offsets = draft.reminder_offsets_minutes;
  const setOffsets = (next: number[]) => setDraft((d) => ({ ...d, reminder_offsets_minutes: next }));

  const save = useMutation({
    mutationFn: (input: MessageSettingsInput) => call(api.PUT('/provider/salons/{id}/messages', { params: { path: { id: salonId } }, body: input })),
    onSuccess: (body) => {
      queryClient.setQueryData(messageSettingsKey(salonId), { data: body.data, message: '' });
      toast.positive(body.message || t('customerMessages.saved'));
    },
  });

  const before = (minutes: number) => {
    const { value, unit } = inUnits(minutes);
    return t('customerMessages.reminders.before', { time: intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.reminders_enabled && offsets.length === 0) {
      setProblem(t('customerMessages.reminders.none'));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(draft);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setProblem(error.errors?.reminder_offsets_minutes?.[0] ?? error.message);
    }
  };

  return (
    <Form id="customer-messages" onSubmit={submit} validationBehavior="aria" aria-label={t('customerMessages.form')}>
      <Stack gap="large">
        <RadioGroup label={t('customerMessages.channel')} name="channel" value={draft.channel} onChange={(value) => setDraft((d) => ({ ...d, channel: value as MessageSettingsInput['channel'] }))}>
          {channels.map((channel) => (
            <Radio key={channel} value={channel} description={t(`customerMessages.channel.${channel}Hint`)}>
              {t(`customerMessages.channel.${channel}`)}
            </Radio>
          ))}
        </RadioGroup>
        <Switch
          isSelected={draft.reminders_enabled}
          isDisabled={draft.channel === 'off'}
          onChange={(on) => setDraft((d) => ({ ...d, reminders_enabled: on, reminder_offsets_minutes: on && d.reminder_offsets_minutes.length === 0 ? [1440] : d.reminder_offsets_minutes }))}
          description={t('customerMessages.reminders.hint')}
        >
          {t('customerMessages.reminders')}
        </Switch>
        {draft.reminders_enabled && draft.channel !== 'off' ? (
          <Stack gap="small" role="group" aria-label={t('customerMessages.reminders.times')}>
            {offsets.map((minutes, index) => {
              const others = offsets.filter((_, i) => i !== index);
              return (
                <div className={styles.reminderRow} key={`${index}-${minutes}`}>
                  <Select
                    className={styles.grow}
                    label={t('customerMessages.reminders.time', { number: intl.formatNumber(index + 1) })}
                    items={choicesFor(minutes, others).map((m) => ({ id: m, name: before(m) }))}
                    selectedKey={minutes}
                    onSelectionChange={(key) => key !== null && setOffsets(offsets.map((m, i) => (i === index ? Number(key) : m)))}
                  >
                    {(choice) => <SelectItem id={choice.id}>{choice.name}</SelectItem>}
                  </Select>
                  <IconButton icon="trash" label={t('customerMessages.reminders.remove', { time: before(minutes) })} onPress={() => setOffsets(others)} />
                </div>
              );
            })}
            {offsets.length < MAX_REMINDERS ? (
              <div>
                <Button
                  tone="neutral"
                  size="small"
                  onPress={() => {
                    const next = nextReminder(offsets);
                    if (next !== null) setOffsets([...offsets, next].sort((a, b) => b - a));
                  }}
                >
                  {t('customerMessages.reminders.add')}
                </Button>
              </div>
            ) : (
              <Text size="small" tone="muted">
                {t('customerMessages.reminders.max', { max: MAX_REMINDERS })}
              </Text>
            )}
          </Stack>
        ) : null}
        {problem ? (
          <Text tone="critical" size="small" role="alert">
            {problem}
          </Text>
        ) : null}
        <div>
          <Button type="submit" isPending={save.isPending}>
            {t('customerMessages.save')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
