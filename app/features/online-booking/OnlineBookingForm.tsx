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
  const unit = (unitName: 'day' | 'minute' | 'hour') => ({ style: 'unit', unit: unitName, unitDisplay: 'long' }) as const;

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
        <NumberField
          label={t('onlineBooking.horizon')}
          description={t('onlineBooking.horizonHint')}
          name="horizon_days"
          minValue={settingLimits.horizon_days.min}
          maxValue={settingLimits.horizon_days.max}
          formatOptions={unit('day')}
          value={draft.horizon_days}
          onChange={(value) => set('horizon_days', value)}
          isRequired
        />
        <NumberField
          label={t('onlineBooking.minNotice')}
          description={t('onlineBooking.minNoticeHint')}
          name="min_notice_minutes"
          minValue={settingLimits.min_notice_minutes.min}
          maxValue={settingLimits.min_notice_minutes.max}
          step={15}
          formatOptions={unit('minute')}
          value={draft.min_notice_minutes}
          onChange={(value) => set('min_notice_minutes', value)}
          isRequired
        />
        <NumberField
          label={t('onlineBooking.cutoff')}
          description={t('onlineBooking.cutoffHint')}
          name="change_cutoff_hours"
          minValue={settingLimits.change_cutoff_hours.min}
          maxValue={settingLimits.change_cutoff_hours.max}
          formatOptions={unit('hour')}
          value={draft.change_cutoff_hours}
          onChange={(value) => set('change_cutoff_hours', value)}
          isRequired
        />
        <NumberField
          label={t('onlineBooking.maxLive')}
          description={t('onlineBooking.maxLiveHint')}
          name="max_live_per_mobile"
          minValue={settingLimits.max_live_per_mobile.min}
          maxValue={settingLimits.max_live_per_mobile.max}
          value={draft.max_live_per_mobile}
          onChange={(value) => set('max_live_per_mobile', value)}
          isRequired
        />
        {services.isPending || barbers.isPending ? (
          <Skeleton lines={4} />
        ) : (
          <>
            <CheckboxGroup
              name="service_ids"
              value={draft.service_ids.map(String)}
              onChange={(ids) => set('service_ids', ids.map(Number))}
              className={fieldStyles.field}
            >
              <FieldLabel>{t('onlineBooking.services')}</FieldLabel>
              <FieldDescription>{t('onlineBooking.servicesHint')}</FieldDescription>
              <Stack gap="xsmall">
                {(services.data ?? []).map((s) => (
                  <Checkbox key={s.id} value={String(s.id)}>
                    {s.name}
                  </Checkbox>
                ))}
              </Stack>
              <FieldError />
            </CheckboxGroup>
            <CheckboxGroup
              name="barber_ids"
              value={draft.barber_ids.map(String)}
              onChange={(ids) => set('barber_ids', ids.map(Number))}
              className={fieldStyles.field}
            >
              <FieldLabel>{t('onlineBooking.barbers')}</FieldLabel>
              <FieldDescription>{t('onlineBooking.barbersHint')}</FieldDescription>
              <Stack gap="xsmall">
                {(barbers.data ?? []).map((b) => (
                  <Checkbox key={b.id} value={String(b.id)}>
                    {b.name}
                  </Checkbox>
                ))}
              </Stack>
              <FieldError />
            </CheckboxGroup>
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
