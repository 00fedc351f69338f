import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '../../../design-system/components/Avatar';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { formatTimeOfDay } from '../../i18n/timeOfDay';
import { PageHeader } from '../dashboard/PageHeader';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

/** /barbers/{id}: who the barber is, where, what they do and when they work. */
export function BarberDetailsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const barber = useQuery({ queryKey: ['barbers', id], queryFn: () => call(api.GET('/provider/barbers/{id}', { params: { path: { id } } })) });
  if (barber.isPending) return <Skeleton shape="text" lines={6} />;
  const b = barber.data?.data;
  if (!b) return null;
  const dayName = (day: number) => intl.formatDate(new Date(Date.UTC(2023, 0, 1 + day)), { weekday: 'long', timeZone: 'UTC' });
  const hours = b.effective_working_hours
    .map((d) => `${dayName(d.day)}: ${d.is_open ? `${formatTimeOfDay(intl, d.opens_at)}–${formatTimeOfDay(intl, d.closes_at)}` : t('barbers.closed')}`)
    .join(' · ');
  return (
    <>
      <PageHeader
        title={b.name}
        actions={<Button onPress={() => navigate(localePath(locale, `/provider-dashboard/barbers/${b.id}/edit`))}>{t('barbers.edit')}</Button>}
      />
      <Card>
        <Avatar name={b.name} src={b.photo_url ?? undefined} size="xlarge" />
        <DescriptionList
          items={[
            { id: 'salon', term: t('barbers.field.salon'), detail: b.salon_name },
            { id: 'mobile', term: t('barbers.field.mobile'), detail: b.mobile ? <PhoneNumber number={b.mobile} /> : '—' },
            { id: 'skills', term: t('barbers.field.skills'), detail: b.skills ?? '—' },
            { id: 'services', term: t('barbers.field.services'), detail: b.services.map((s) => s.name).join('، ') || '—' },
            { id: 'hours', term: t(b.working_hours ? 'barbers.field.hours' : 'barbers.salonHours'), detail: hours },
            { id: 'status', term: t('barbers.field.status'), detail: t(b.is_active ? 'barbers.active' : 'barbers.inactive') },
          ]}
        />
      </Card>
    </>
  );
}
