import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { salonOptionsQuery, serviceKeys, toRiyals } from './queries';

/** /services/{id}: the service in the reader's language, with its other languages listed. */
export function ServiceDetailsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const service = useQuery({ queryKey: serviceKeys.one(id), queryFn: () => call(api.GET('/provider/services/{id}', { params: { path: { id } } })) });
  const salons = useQuery(salonOptionsQuery);
  if (service.isPending) return <Skeleton shape="text" lines={6} />;
  const s = service.data?.data;
  if (!s) return null;
  return (
    <>
      <PageHeader
        title={s.name}
        actions={<Button onPress={() => navigate(localePath(locale, `/provider-dashboard/services/${s.id}/edit`))}>{t('services.action.edit')}</Button>}
      />
      <Card>
        {s.image_url ? <img src={s.image_url} alt={s.name} width={240} /> : null}
        <DescriptionList
          items={[
            { id: 'salon', term: t('services.field.salon'), detail: salons.data?.data.find((salon) => salon.id === s.salon_id)?.name ?? '' },
            { id: 'price', term: t('services.field.price'), detail: intl.formatNumber(toRiyals(s.price), { style: 'currency', currency: 'SAR' }) },
            { id: 'duration', term: t('services.field.duration'), detail: t('services.minutes', { count: s.duration_minutes }) },
            { id: 'status', term: t('services.field.status'), detail: t(s.is_active ? 'services.filter.active' : 'services.filter.inactive') },
            { id: 'name_ar', term: 'العربية', detail: <span lang="ar" dir="rtl">{s.name_ar}</span> },
            { id: 'name_en', term: 'English', detail: <span lang="en" dir="ltr">{s.name_en}</span> },
            { id: 'name_tr', term: 'Türkçe', detail: <span lang="tr" dir="ltr">{s.name_tr ?? '—'}</span> },
            { id: 'name_ur', term: 'اردو', detail: <span lang="ur" dir="rtl">{s.name_ur ?? '—'}</span> },
            { id: 'description', term: t('services.field.description'), detail: s.description ?? '—' },
          ]}
        />
      </Card>
    </>
  );
}
