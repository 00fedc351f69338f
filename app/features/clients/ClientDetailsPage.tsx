import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Columns } from '../../../design-system/components/Columns';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { isLocale, localeNativeNames } from '../../i18n/locales';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { DEFAULT_ZONE } from '../reservations/data';
import { hasPermission } from '../session/guards';
import { useSession } from '../session/SessionProvider';
import { ButtonLink } from '../website/ButtonLink';
import { ClientHistory } from './ClientHistory';
import { ClientNotes } from './ClientNotes';
import { clientKeys, type Client, type ClientPatch } from './data';
import { PhoneNumber } from '../../../design-system/components/PhoneNumber';

/** /provider-dashboard/clients/:id: one client's counts, notes, online-booking block and booking history. */
export default function ClientDetailsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const clientId = Number(useParams().id);
  const canManage = useSession((s) => hasPermission(s.context, 'clients.manage'));
  // The history is the reservations list (reservations.view); without it the page says so instead.
  const canSeeBookings = useSession((s) => hasPermission(s.context, 'reservations.view'));
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const client = useQuery({
    queryKey: clientKeys.one(clientId),
    queryFn: () => call(api.GET('/provider/clients/{id}', { params: { path: { id: clientId } } })),
    select: (body) => body.data,
    enabled: Number.isInteger(clientId) && clientId > 0,
  });
  const patch = useMutation({
    mutationFn: (change: ClientPatch) => call(api.PATCH('/provider/clients/{id}', { params: { path: { id: clientId } }, body: change })),
    onSuccess: (body) => {
      queryClient.setQueryData(clientKeys.one(clientId), { data: body.data, message: '' });
      void queryClient.invalidateQueries({ queryKey: [...clientKeys.all, 'list'] });
    },
  });
  const setBlocked = async (c: Client, blocked: boolean) => {
    const body = await patch.mutateAsync({ blocked });
    toast.positive(body.message || t(blocked ? 'clients.blocked' : 'clients.unblocked', { name: c.name }));
  };

  const c = client.data;
  const back = (
    <ButtonLink tone="neutral" href={localePath(locale, '/provider-dashboard/clients')}>
      {t('clients.back')}
    </ButtonLink>
  );
  if (client.isError) {
    return (
      <>
        <PageHeader title={t('clients.title')} actions={back} />
        <LoadFailed what={t('clients.whatOne')} onRetry={() => void client.refetch()} />
      </>
    );
  }
  if (!c) {
    return (
      <>
        <PageHeader title={t('clients.title')} actions={back} />
        <Skeleton lines={8} />
      </>
    );
  }

  const count = (n: number) => intl.formatNumber(n);
  return (
    <>
      <PageHeader title={c.name} description={t('clients.detailsDescription')} actions={back} />
      <Stack gap="large">
        <Columns columns={[1, 1, 1, 1, 1, 2]} gap="large">
          <Card title={t('clients.summary')} headingLevel={2}>
            <DescriptionList
              items={[
                { id: 'mobile', term: t('clients.column.mobile'), detail: <PhoneNumber number={c.mobile} /> },
                { id: 'language', term: t('clients.language'), detail: isLocale(c.language) ? localeNativeNames[c.language] : t('clients.unknown') },
                { id: 'visits', term: t('clients.column.visits'), detail: count(c.visits_count) },
                {
                  id: 'last',
                  term: t('clients.column.lastVisit'),
                  detail: c.last_visit_at ? (
                    <>
                      {intl.formatDate(c.last_visit_at, { timeZone: DEFAULT_ZONE, dateStyle: 'long' })}
                      <HijriDate day={dayOf(c.last_visit_at, DEFAULT_ZONE)} />
                    </>
                  ) : (
                    t('clients.never')
                  ),
                },
                { id: 'no_shows', term: t('clients.column.noShows'), detail: count(c.no_shows_count) },
                { id: 'cancellations', term: t('clients.column.cancellations'), detail: count(c.cancellations_count) },
                {
                  id: 'since',
                  term: t('clients.since'),
                  detail: (
                    <>
                      {intl.formatDate(c.created_at, { timeZone: DEFAULT_ZONE, dateStyle: 'long' })}
                      <HijriDate day={dayOf(c.created_at, DEFAULT_ZONE)} />
                    </>
                  ),
                },
              ]}
            />
          </Card>
          <Stack gap="large">
            <ClientNotes key={c.updated_at} client={c} canManage={canManage} onSave={(notes) => patch.mutateAsync({ notes })} />
            <Card title={t('clients.onlineTitle')} headingLevel={2}>
              <Stack gap="medium">
                <Text tone={c.blocked ? 'critical' : 'neutral'}>{t(c.blocked ? 'clients.blockedBody' : 'clients.allowedBody')}</Text>
                {canManage ? (
                  <div>
                    {c.blocked ? (
                      <Button tone="neutral" isPending={patch.isPending} onPress={() => void setBlocked(c, false).catch(() => undefined)}>
                        {t('clients.unblock')}
                      </Button>
                    ) : (
                      <Button tone="critical" onPress={() => setConfirmingBlock(true)}>
                        {t('clients.block')}
                      </Button>
                    )}
                  </div>
                ) : null}
              </Stack>
            </Card>
          </Stack>
        </Columns>
        {canSeeBookings ? <ClientHistory clientId={c.id} /> : <Text tone="muted">{t('clients.historyNeedsPermission')}</Text>}
      </Stack>
      <AlertDialog
        isOpen={confirmingBlock}
        onOpenChange={setConfirmingBlock}
        title={t('clients.blockTitle', { name: c.name })}
        confirmLabel={t('clients.block')}
        cancelLabel={t('clients.keep')}
        onConfirm={() => setBlocked(c, true)}
      >
        {t('clients.blockBody')}
      </AlertDialog>
    </>
  );
}
