import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '../../../api-spec';
import { ApiError, toFormData } from '../../../api-spec/client';
import { Button } from '../../../design-system/components/Button';
import { ComboBox, ComboBoxItem } from '../../../design-system/components/ComboBox';
import { Form } from '../../../design-system/components/Form';
import { ImageUpload } from '../../../design-system/components/ImageUpload';
import { Inline } from '../../../design-system/components/Inline';
import { LocationPicker, type MapPoint } from '../../../design-system/components/LocationPicker';
import { MultilingualTextField, type MultilingualValue } from '../../../design-system/components/MultilingualTextField';
import { NumberField } from '../../../design-system/components/NumberField';
import { Stack } from '../../../design-system/components/Stack';
import { Switch } from '../../../design-system/components/Switch';
import { TextField } from '../../../design-system/components/TextField';
import { toast } from '../../../design-system/components/Toast';
import { WorkingHoursEditor, createWeek, isWeekValid } from '../../../design-system/components/WorkingHoursEditor';
import { normalisePhone } from '../../../shared/phone';
import { api, call } from '../../api';
import { mapAttribution, mapTileUrl } from './mapTiles';

export type Salon = Schema<'Salon'>;
type SalonInput = Schema<'SalonInput'>;
type WorkingWeek = SalonInput['working_hours'];

const SAUDI_ARABIA_ID = 1;
const texts = (salon: Salon | undefined, field: 'name' | 'description'): MultilingualValue => ({
  ar: salon?.[`${field}_ar`] ?? '',
  en: salon?.[`${field}_en`] ?? '',
  tr: salon?.[`${field}_tr`] ?? '',
  ur: salon?.[`${field}_ur`] ?? '',
});

async function upload(file: File | string | null, current: string | null): Promise<string | null> {
  if (!(file instanceof File)) return file === null ? null : current;
  const uploaded = await call(api.POST('/company/uploader', { body: toFormData({ path: 'salons', file }) as never, bodySerializer: (b: unknown) => b as FormData }));
  return uploaded.data.path;
}

/** Every city of Saudi Arabia (regions, then their cities) for the city picker. */
function useSaudiCities() {
  return useQuery({
    queryKey: ['locations', 'cities', SAUDI_ARABIA_ID],
    staleTime: Infinity,
    queryFn: async () => {
      const states = await call(api.GET('/locations/countries/{id}/states', { params: { path: { id: SAUDI_ARABIA_ID } } }));
      const lists = await Promise.all(states.data.map((state) => call(api.GET('/locations/states/{id}/cities', { params: { path: { id: state.id } } }))));
      return lists.flatMap((list) => list.data);
    },
  });
}

/** Create or edit a salon: names in four languages, address with its city and an optional pin on a map, images, hours, slot interval. */
export function SalonForm({ salon, onDone }: { salon?: Salon; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cities = useSaudiCities();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState(texts(salon, 'name'));
  const [description, setDescription] = useState(texts(salon, 'description'));
  const [address, setAddress] = useState(salon?.address ?? '');
  const [cityId, setCityId] = useState<number | null>(salon?.city_id ?? null);
  // A salon's saved point is its pin; a new salon has none until the owner places it (its city stands for it).
  const [pin, setPin] = useState<MapPoint | null>(salon ? { latitude: salon.latitude, longitude: salon.longitude } : null);
  const city = cities.data?.find((c) => c.id === cityId);
  const cityCentre = city ? { latitude: city.latitude, longitude: city.longitude } : null;
  const [phone, setPhone] = useState(salon?.phone ?? '');
  const [logo, setLogo] = useState<File | string | null>(salon?.logo_url ?? null);
  const [interval, setInterval] = useState(salon?.slot_interval_minutes ?? 15);
  const [hours, setHours] = useState<WorkingWeek>(salon?.working_hours ?? (createWeek({ opens_at: '09:00', closes_at: '22:00', closedDays: [] }) as WorkingWeek));
  const [isActive, setIsActive] = useState(salon?.is_active ?? true);
  const [errorBody, setErrorBody] = useState<unknown>(undefined);

  const save = useMutation({
    mutationFn: async () => {
      const body: SalonInput = {
        name_ar: name.ar,
        name_en: name.en,
        name_tr: name.tr || null,
        name_ur: name.ur || null,
        description_ar: description.ar || null,
        description_en: description.en || null,
        description_tr: description.tr || null,
        description_ur: description.ur || null,
        address,
        city_id: cityId ?? 0,
        latitude: pin?.latitude ?? city?.latitude ?? 0,
        longitude: pin?.longitude ?? city?.longitude ?? 0,
        // As people write it (0112345678, +966 …): sent in the stored form, as the server would bring it.
        phone: phone.trim() ? normalisePhone(phone) : null,
        logo: await upload(logo, salon?.logo ?? null),
        cover: salon?.cover ?? null,
        timezone: salon?.timezone ?? 'Asia/Riyadh',
        slot_interval_minutes: interval,
        working_hours: hours,
        is_active: isActive,
      };
      return salon
        ? call(api.PUT('/provider/salons/{id}', { params: { path: { id: salon.id } }, body }))
        : call(api.POST('/provider/salons', { body }));
    },
    onSuccess: async (result) => {
      toast.positive(result.message || t('salons.saved'));
      await queryClient.invalidateQueries({ queryKey: ['salons'] });
      onDone();
    },
    onError: (error) => setErrorBody(error instanceof ApiError && error.status === 422 ? error.body : undefined),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(undefined);
    if (!isWeekValid(hours as never)) return;
    return save.mutateAsync();
  };

  return (
    <Form onSubmit={onSubmit} errorBody={errorBody}>
      <Stack gap="large">
        <MultilingualTextField label={t('salons.field.name')} name="name" value={name} onChange={setName} maxLength={100} layout="tabs" />
        <MultilingualTextField
          label={t('salons.field.description')}
          name="description"
          value={description}
          onChange={setDescription}
          requiredLanguages={[]}
          multiline
          layout="tabs"
        />
        <TextField label={t('salons.field.address')} name="address" isRequired value={address} onChange={setAddress} />
        <ComboBox
          label={t('salons.field.city')}
          name="city_id"
          isRequired
          selectedKey={cityId === null ? null : String(cityId)}
          onSelectionChange={(key) => {
            const chosen = cities.data?.find((c) => String(c.id) === String(key));
            setCityId(chosen ? chosen.id : null);
          }}
        >
          {(cities.data ?? []).map((city) => (
            <ComboBoxItem key={city.id} id={String(city.id)}>
              {city.name}
            </ComboBoxItem>
          ))}
        </ComboBox>
        <LocationPicker
          label={t('salons.field.location')}
          value={pin}
          onChange={setPin}
          centre={cityCentre}
          tileUrlTemplate={mapTileUrl}
          attribution={mapAttribution}
        />
        <TextField label={t('salons.field.phone')} name="phone" type="tel" value={phone} onChange={setPhone} />
        <ImageUpload label={t('salons.field.logo')} name="logo" value={logo} onChange={setLogo} />
        <NumberField
          label={t('salons.field.interval')}
          name="slot_interval_minutes"
          minValue={5}
          maxValue={120}
          step={5}
          value={interval}
          onChange={setInterval}
        />
        <WorkingHoursEditor label={t('salons.field.hours')} value={hours as never} onChange={(week) => setHours(week as WorkingWeek)} />
        <Switch isSelected={isActive} onChange={setIsActive}>
          {t('salons.field.active')}
        </Switch>
        <Inline gap="small">
          <Button type="submit" isPending={save.isPending}>
            {t('salons.save')}
          </Button>
          <Button tone="neutral" onPress={onDone}>
            {t('salons.cancel')}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
