import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxGroup } from 'react-aria-components';
import { Button } from '../../../design-system/components/Button';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../../../design-system/components/Field';
import { Form } from '../../../design-system/components/Form';
import { NumberField } from '../../../design-system/components/NumberField';
import { Radio, RadioGroup } from '../../../design-system/components/RadioGroup';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { Text } from '../../../design-system/components/Text';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { useBarbers, useServices } from '../reservations/data';
import { onlineBookingKey, type OnlineBookingInput, type OnlineBookingSettings } from './data';
import { normaliseSlug, settingLimits, slugLength, slugProblem } from './rules';

/** The form's state: every field of what saving sends. */
type Draft = Required<OnlineBookingInput>;

const draftOf = (s: OnlineBookingSettings): Draft => ({
  enabled: s.enabled,
  // A salon never saved has no address yet: the server suggests a free one from its name.
  slug: s.slug ?? s.suggested_slug,
  auto_confirm: s.auto_confirm,
  horizon_days: s.horizon_days,
  min_notice_minutes: s.min_notice_minutes,
  change_cutoff_hours: s.change_cutoff_hours,
  max_live_per_mobile: s.max_live_per_mobile,
  service_ids: [...s.service_ids],
  barber_ids: [...s.barber_ids],
});

/** The numeric rules in the form's order: their words, unit and step (their limits are settingLimits'). */
const limitFields: readonly { name: keyof typeof settingLimits; label: string; hint: string; unit?: 'day' | 'minute' | 'hour'; step?: number }[] = [
  { name: 'horizon_days', label: 'onlineBooking.horizon', hint: 'onlineBooking.horizonHint', unit: 'day' },
  { name: 'min_notice_minutes', label: 'onlineBooking.minNotice', hint: 'onlineBooking.minNoticeHint', unit: 'minute', step: 15 },
  { name: 'change_cutoff_hours', label: 'onlineBooking.cutoff', hint: 'onlineBooking.cutoffHint', unit: 'hour' },
  { name: 'max_live_per_mobile', label: 'onlineBooking.maxLive', hint: 'onlineBooking.maxLiveHint' },
];

/**
 * A salon's online-booking rules: on or off, its public address, auto-confirm or approve each,
 * how far ahead and how soon customers may book, until when they may change a booking, how many
 * live bookings one mobile may hold, and which services and barbers customers see.
 */
export function OnlineBookingForm({ salonId, settings, publicOrigin }: { salonId: number; settings: OnlineBookingSettings; publicOrigin: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const services = useServices(salonId);
  const barbers = useBarbers(salonId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: (input: OnlineBookingInput) => call(api.PUT('/provider/salons/{id}/online-booking', { params: { path: { id: salonId } }, body: input })),
    onSuccess: (body) => {
      queryClient.setQueryData(onlineBookingKey(salonId), { data: body.data, message: '' });
      toast.positive(body.message || t('onlineBooking.saved'));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = slugProblem(draft.slug);
    if (problem) {
      setErrorBody({ errors: { slug: [t(problem, slugLength)] } });
      return;
    }
    setErrorBody(null);
    try {
      await save.mutateAsync(draft);
    } catch (error) {
      // A slug another salon has (409 slug_taken) is said under the slug, like a 422's field errors.
      if (error instanceof ApiError && error.status === 409) setErrorBody({ errors: { slug: [error.message] } });
      else if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };

  const link = `${publicOrigin}/${locale}/s/${draft.slug || '…'}`;

  return (
    <Form id="online-booking" onSubmit={submit} errorBody={errorBody} validationBehavior="aria" aria-label={t('onlineBooking.form')}>
      <Stack gap="large">
        <Switch isSelected={draft.enabled} onChange={(enabled) => set('enabled', enabled)} description={t('onlineBooking.enabledHint')}>
          {t('onlineBooking.enabled')}
        </Switch>
        <TextField
          label={t('onlineBooking.slug')}
          name="slug"
          inputDir="ltr"
          value={draft.slug}
          onChange={(slug) => set('slug', normaliseSlug(slug))}
          isRequired
          maxLength={slugLength.max}
          description={
            <>
              {t('onlineBooking.slugHint')} <bdi dir="ltr">{link}</bdi>
              {settings.old_slugs.length > 0 ? (
                <>
                  <br />
                  {t('onlineBooking.oldSlugs', { slugs: intl.formatList(settings.old_slugs) })}
                </>
              ) : null}
            </>
          }
        />
        <RadioGroup
          label={t('onlineBooking.confirmation')}
          name="auto_confirm"
          value={draft.auto_confirm ? 'auto' : 'approve'}
          onChange={(value) => set('auto_confirm', value === 'auto')}
        >
          <Radio value="auto" description={t('onlineBooking.confirmation.autoHint')}>
            {t('onlineBooking.confirmation.auto')}
          </Radio>
          <Radio value="approve" description={t('onlineBooking.confirmation.approveHint')}>
            {t('onlineBooking.confirmation.approve')}
          </Radio>
        </RadioGroup>
        {limitFields.map((field) => (
          <NumberField
            key={field.name}
            label={t(field.label)}
            description={t(field.hint)}
            name={field.name}
            minValue={settingLimits[field.name].min}
            maxValue={settingLimits[field.name].max}
            step={field.step}
            formatOptions={field.unit && { style: 'unit', unit: field.unit, unitDisplay: 'long' }}
            value={draft[field.name]}
            onChange={(value) => set(field.name, value)}
            isRequired
          />
        ))}
        {services.isPending || barbers.isPending ? (
          <Skeleton lines={4} />
        ) : (
          <>
            <ChoiceList name="service_ids" label={t('onlineBooking.services')} hint={t('onlineBooking.servicesHint')} items={services.data ?? []} value={draft.service_ids} onChange={(ids) => set('service_ids', ids)} />
            <ChoiceList name="barber_ids" label={t('onlineBooking.barbers')} hint={t('onlineBooking.barbersHint')} items={barbers.data ?? []} value={draft.barber_ids} onChange={(ids) => set('barber_ids', ids)} />
          </>
        )}
        {draft.enabled && (draft.service_ids.length === 0 || draft.barber_ids.length === 0) ? (
          <Text tone="caution" size="small">
            {t('onlineBooking.nothingBookable')}
          </Text>
        ) : null}
        <div>
          <Button type="submit">{t('onlineBooking.save')}</Button>
        </div>
      </Stack>
    </Form>
  );
}

/** Which of the salon's services or barbers customers see: a checkbox each, by id. */
function ChoiceList({ name, label, hint, items, value, onChange }: { name: string; label: string; hint: string; items: readonly { id: number; name: string }[]; value: number[]; onChange: (ids: number[]) => void }) {
  return (
    <CheckboxGroup name={name} value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{hint}</FieldDescription>
      <Stack gap="xsmall">
        {items.map((item) => (
          <Checkbox key={item.id} value={String(item.id)}>
            {item.name}
          </Checkbox>
        ))}
      </Stack>
      <FieldError />
    </CheckboxGroup>
  );
}
