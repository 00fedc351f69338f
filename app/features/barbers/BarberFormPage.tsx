import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import type { Schema } from '../../../api-spec';
import { ApiError, toFormData } from '../../../api-spec/client';
import { Button } from '../../../design-system/components/Button';
import { Checkbox } from '../../../design-system/components/Checkbox';
import { Form } from '../../../design-system/components/Form';
import { ImageUpload } from '../../../design-system/components/ImageUpload';
import { Inline } from '../../../design-system/components/Inline';
import { MultilingualTextField, type MultilingualValue } from '../../../design-system/components/MultilingualTextField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { Text } from '../../../design-system/components/Text';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { WorkingHoursEditor, isWeekValid } from '../../../design-system/components/WorkingHoursEditor';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { salonOptionsQuery } from '../services/queries';
import * as styles from './BarberForm.css';

type Barber = Schema<'Barber'>;
type BarberInput = Schema<'BarberInput'>;
type WorkingWeek = NonNullable<BarberInput['working_hours']>;

/** /barbers/create and /barbers/{id}/edit. */
export function BarberFormPage() {
  const { id } = useParams();
  const barberId = id ? Number(id) : null;
  const existing = useQuery({
    queryKey: ['barbers', barberId],
    queryFn: () => call(api.GET('/provider/barbers/{id}', { params: { path: { id: barberId ?? 0 } } })),
    enabled: barberId !== null,
  });
  if (barberId !== null && existing.isPending) return <Skeleton shape="text" lines={6} />;
  return <BarberForm key={barberId ?? 'new'} barber={existing.data?.data} />;
}

function BarberForm({ barber }: { barber: Barber | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const salons = useQuery(salonOptionsQuery);
  const [salonId, setSalonId] = useState<number | null>(barber?.salon_id ?? null);
  const [name, setName] = useState(barber?.name ?? '');
  const [mobile, setMobile] = useState(barber?.mobile ?? '');
  const [skills, setSkills] = useState<MultilingualValue>({
    ar: barber?.skills_ar ?? '',
    en: barber?.skills_en ?? '',
    tr: barber?.skills_tr ?? '',
    ur: barber?.skills_ur ?? '',
  });
  const [serviceIds, setServiceIds] = useState<number[]>(barber?.service_ids ?? []);
  const [ownHours, setOwnHours] = useState<WorkingWeek | null>(barber?.working_hours ?? null);
  const [photo, setPhoto] = useState<File | string | null>(barber?.photo_url ?? null);
  const [isActive, setIsActive] = useState(barber?.is_active ?? true);
  const [errorBody, setErrorBody] = useState<unknown>(undefined);
  const salon = salons.data?.data.find((s) => s.id === salonId);
  const services = useQuery({
    queryKey: ['services', 'list', { salon_id: salonId, per_page: 100 }],
    queryFn: () => call(api.GET('/provider/services', { params: { query: { salon_id: salonId ?? 0, per_page: 100 } } })),
    enabled: salonId !== null,
  });

  const save = useMutation({
    mutationFn: async () => {
      let photoPath: string | null = barber?.photo ?? null;
      if (photo instanceof File) {
        const uploaded = await call(api.POST('/company/uploader', { body: toFormData({ path: 'barbers', file: photo }) as never, bodySerializer: (b: unknown) => b as FormData }));
        photoPath = uploaded.data.path;
      } else if (photo === null) photoPath = null;
      const body: BarberInput = {
        salon_id: salonId ?? 0,
        name,
        mobile: mobile || null,
        photo: photoPath,
        skills_ar: skills.ar || null,
        skills_en: skills.en || null,
        skills_tr: skills.tr || null,
        skills_ur: skills.ur || null,
        service_ids: serviceIds,
        working_hours: ownHours,
        is_active: isActive,
      };
      return barber ? call(api.PUT('/provider/barbers/{id}', { params: { path: { id: barber.id } }, body })) : call(api.POST('/provider/barbers', { body }));
    },
    onSuccess: async (result) => {
      toast.positive(result.message || t('barbers.saved'));
      await queryClient.invalidateQueries({ queryKey: ['barbers'] });
      navigate(localePath(locale, `/provider-dashboard/barbers/${result.data.id}`));
    },
    onError: (error) => setErrorBody(error instanceof ApiError && error.status === 422 ? error.body : undefined),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(undefined);
    if (ownHours && !isWeekValid(ownHours as never)) return;
    return save.mutateAsync();
  };

  return (
    <>
      <PageHeader title={barber ? t('barbers.editTitle', { name: barber.name }) : t('barbers.createTitle')} />
      <Form onSubmit={onSubmit} errorBody={errorBody}>
        <Stack gap="large">
          <Select
            label={t('barbers.field.salon')}
            name="salon_id"
            isRequired
            selectedKey={salonId === null ? null : String(salonId)}
            onSelectionChange={(key) => {
              setSalonId(key === null ? null : Number(key));
              setServiceIds([]);
            }}
          >
            {(salons.data?.data ?? []).map((s) => (
              <SelectItem key={s.id} id={String(s.id)}>
                {s.name}
              </SelectItem>
            ))}
          </Select>
          <TextField label={t('barbers.field.name')} name="name" isRequired maxLength={100} value={name} onChange={setName} />
          <TextField
            label={t('barbers.field.mobile')}
            name="mobile"
            type="tel"
            inputMode="tel"
            pattern="5[0-9]{8}"
            description={t('barbers.field.mobileHint')}
            value={mobile}
            onChange={setMobile}
          />
          <ImageUpload label={t('barbers.field.photo')} name="photo" value={photo} onChange={setPhoto} />
          <MultilingualTextField label={t('barbers.field.skills')} name="skills" value={skills} onChange={setSkills} requiredLanguages={[]} multiline />
          <fieldset className={styles.fieldset}>
            <legend>{t('barbers.field.services')}</legend>
            {salonId === null ? (
              <Text tone="muted" size="small">
                {t('barbers.pickSalonFirst')}
              </Text>
            ) : (
              (services.data?.data ?? []).map((service) => (
                <Checkbox
                  key={service.id}
                  isSelected={serviceIds.includes(service.id)}
                  onChange={(on) => setServiceIds((ids) => (on ? [...ids, service.id] : ids.filter((x) => x !== service.id)))}
                >
                  {service.name}
                </Checkbox>
              ))
            )}
          </fieldset>
          <Switch isSelected={ownHours !== null} onChange={(own) => setOwnHours(own ? ((salon?.working_hours ?? null) as WorkingWeek | null) : null)}>
            {t('barbers.field.ownHours')}
          </Switch>
          {ownHours ? <WorkingHoursEditor label={t('barbers.field.hours')} value={ownHours as never} onChange={(week) => setOwnHours(week as WorkingWeek)} /> : null}
          <Switch isSelected={isActive} onChange={setIsActive}>
            {t('barbers.field.active')}
          </Switch>
          <Inline gap="small">
            <Button type="submit" isPending={save.isPending}>
              {t('barbers.save')}
            </Button>
            <Button tone="neutral" onPress={() => navigate(-1)}>
              {t('barbers.cancel')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </>
  );
}
