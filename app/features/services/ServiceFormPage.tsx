import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { toFormData } from '../../../api-spec/client';
import { ApiError } from '../../../api-spec/client';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { ImageUpload } from '../../../design-system/components/ImageUpload';
import { Inline } from '../../../design-system/components/Inline';
import { MultilingualTextField, type MultilingualValue } from '../../../design-system/components/MultilingualTextField';
import { NumberField } from '../../../design-system/components/NumberField';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { salonOptionsQuery, serviceKeys, toHalalas, toRiyals, type Service, type ServiceInput } from './queries';

const emptyText: MultilingualValue = { ar: '', en: '', tr: '', ur: '' };
const texts = (service: Service | undefined, field: 'name' | 'description'): MultilingualValue =>
  service
    ? { ar: service[`${field}_ar`] ?? '', en: service[`${field}_en`] ?? '', tr: service[`${field}_tr`] ?? '', ur: service[`${field}_ur`] ?? '' }
    : emptyText;

/** /services/create and /services/{id}/edit: the same form, empty or filled. */
export function ServiceFormPage() {
  const { id } = useParams();
  const serviceId = id ? Number(id) : null;
  const existing = useQuery({
    queryKey: serviceKeys.one(serviceId ?? 0),
    queryFn: () => call(api.GET('/provider/services/{id}', { params: { path: { id: serviceId ?? 0 } } })),
    enabled: serviceId !== null,
  });
  if (serviceId !== null && existing.isPending) return <Skeleton shape="text" lines={6} />;
  return <ServiceForm key={serviceId ?? 'new'} service={existing.data?.data} />;
}

function ServiceForm({ service }: { service: Service | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const salons = useQuery(salonOptionsQuery);
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);

  const [salonId, setSalonId] = useState<number | null>(service?.salon_id ?? null);
  const [name, setName] = useState<MultilingualValue>(texts(service, 'name'));
  const [description, setDescription] = useState<MultilingualValue>(texts(service, 'description'));
  const [priceSar, setPriceSar] = useState<number>(service ? toRiyals(service.price) : Number.NaN);
  const [duration, setDuration] = useState<number>(service?.duration_minutes ?? 30);
  const [image, setImage] = useState<File | string | null>(service?.image_url ?? null);
  const [isActive, setIsActive] = useState(service?.is_active ?? true);
  const [errorBody, setErrorBody] = useState<unknown>(undefined);

  const save = useMutation({
    mutationFn: async () => {
      let imagePath: string | null = service?.image ?? null;
      if (image instanceof File) {
        const uploaded = await call(
          api.POST('/company/uploader', { body: toFormData({ path: 'services', file: image }) as never, bodySerializer: (b: unknown) => b as FormData }),
        );
        imagePath = uploaded.data.path;
      } else if (image === null) imagePath = null;
      const body: ServiceInput = {
        salon_id: salonId ?? 0,
        name_ar: name.ar,
        name_en: name.en,
        name_tr: name.tr || null,
        name_ur: name.ur || null,
        description_ar: description.ar || null,
        description_en: description.en || null,
        description_tr: description.tr || null,
        description_ur: description.ur || null,
        price: toHalalas(priceSar),
        duration_minutes: duration,
        image: imagePath,
        is_active: isActive,
      };
      return service
        ? call(api.PUT('/provider/services/{id}', { params: { path: { id: service.id } }, body }))
        : call(api.POST('/provider/services', { body }));
    },
    onSuccess: async (result) => {
      toast.positive(result.message || t('services.saved'));
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      navigate(localePath(locale, `/provider-dashboard/services/${result.data.id}`));
    },
    onError: (error) => setErrorBody(error instanceof ApiError && error.status === 422 ? error.body : undefined),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(undefined);
    return save.mutateAsync();
  };

  const title = t(service ? 'services.editTitle' : 'services.createTitle', { name: service?.name ?? '' });
  return (
    <>
      <PageHeader title={title} />
      <Form onSubmit={onSubmit} errorBody={errorBody}>
        <Stack gap="large">
          <Select
            label={t('services.field.salon')}
            name="salon_id"
            isRequired
            selectedKey={salonId === null ? null : String(salonId)}
            onSelectionChange={(key) => setSalonId(key === null ? null : Number(key))}
          >
            {(salons.data?.data ?? []).map((salon) => (
              <SelectItem key={salon.id} id={String(salon.id)}>
                {salon.name}
              </SelectItem>
            ))}
          </Select>
          <MultilingualTextField label={t('services.field.name')} name="name" value={name} onChange={setName} maxLength={100} />
          <MultilingualTextField
            label={t('services.field.description')}
            name="description"
            value={description}
            onChange={setDescription}
            requiredLanguages={[]}
            multiline
          />
          <Inline gap="large" alignY="top">
            <NumberField
              label={t('services.field.priceSar')}
              name="price"
              isRequired
              minValue={0}
              maxValue={100000}
              step={0.5}
              formatOptions={{ style: 'currency', currency: 'SAR' }}
              value={priceSar}
              onChange={setPriceSar}
            />
            <NumberField
              label={t('services.field.durationMinutes')}
              name="duration_minutes"
              isRequired
              minValue={5}
              maxValue={480}
              step={5}
              value={duration}
              onChange={setDuration}
            />
          </Inline>
          <ImageUpload label={t('services.field.image')} name="image" value={image} onChange={setImage} />
          <Switch isSelected={isActive} onChange={setIsActive}>
            {t('services.field.active')}
          </Switch>
          <Inline gap="small">
            <Button type="submit" isPending={save.isPending}>
              {t('services.save')}
            </Button>
            <Button tone="neutral" onPress={() => navigate(-1)}>
              {t('services.cancel')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </>
  );
}
