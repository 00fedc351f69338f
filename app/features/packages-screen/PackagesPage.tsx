import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Card } from '../../../design-system/components/Card';
import { Columns } from '../../../design-system/components/Columns';
import { Countdown } from '../../../design-system/components/Countdown';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { PricingCard } from '../../../design-system/components/PricingCard';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import { useSession } from '../session/SessionProvider';
import { hasPermission } from '../session/guards';
import { periodOf } from './period';

export const activePackageKey = ['provider', 'packages', 'active'] as const;

/** /provider-dashboard/packages: the active package and its countdown, the catalogue, subscribing. */
export function PackagesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const canSubscribe = hasPermission(useSession((s) => s.context), 'packages.manage');
  const packages = useQuery({ queryKey: ['provider', 'packages'], queryFn: () => call(api.GET('/provider/packages')), select: (b) => b.data });
  const active = useQuery({
    queryKey: activePackageKey,
    queryFn: () => call(api.GET('/provider/packages/activeSubscribedPackage')),
    select: (b) => b.data,
  });

  const subscribe = useMutation({
    mutationFn: (id: number) => call(api.POST('/provider/packages/{id}/subscribe', { params: { path: { id } } })),
    onSuccess: async (result) => {
      toast.positive(t('packagesScreen.subscribed', { name: result.data.package_name }));
      queryClient.setQueryData(activePackageKey, { data: result.data, message: '' });
      // Everything behind the package gate may answer now.
      await queryClient.invalidateQueries();
    },
  });

  const subscription = active.data ?? null;
  const expired = subscription !== null && new Date(subscription.expire_at).getTime() <= Date.now();
  const dateFormat = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' });

  return (
    <>
      <PageHeader title={t('packagesScreen.title')} description={t('packagesScreen.description')} />
      <Stack gap="large">
        {active.isPending ? (
          <Skeleton lines={3} />
        ) : active.isError ? (
          // Not "expired": we do not know.
          <LoadFailed what={t('dashboard.what.activePackage')} onRetry={() => void active.refetch()} />
        ) : subscription && !expired ? (
          <Card headingLevel={2} title={t('packagesScreen.active.title', { name: subscription.package_name })} tone="outlined">
            <Stack gap="small">
              <Countdown
                expireAt={subscription.expire_at}
                label={t('packagesScreen.active.remaining')}
                showLabel
                onExpire={() => void queryClient.invalidateQueries({ queryKey: activePackageKey })}
              />
              <Text tone="muted" size="small">
                {t('packagesScreen.active.until', { date: dateFormat.format(new Date(subscription.expire_at)) })}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Alert tone="critical" title={t('packagesScreen.expired.title')}>
            {t('packagesScreen.expired.body')}
          </Alert>
        )}
        {packages.isPending ? (
          <Skeleton lines={6} />
        ) : packages.isError ? (
          <LoadFailed what={t('dashboard.what.packages')} onRetry={() => void packages.refetch()} />
        ) : (packages.data ?? []).length === 0 ? (
          <EmptyState icon="package" title={t('packagesScreen.empty')} />
        ) : (
          <Columns columns={[1, 2, 3]} gap="medium">
            {(packages.data ?? []).map((pkg) => {
              const isCurrent = !expired && subscription?.package.id === pkg.id;
              return (
                <PricingCard
                  key={pkg.id}
                  name={pkg.name}
                  description={pkg.description ?? undefined}
                  priceHalalas={pkg.price}
                  period={periodOf(pkg.duration_days)}
                  features={pkg.features.map((f) => f.name)}
                  isPopular={pkg.is_popular}
                  isCurrent={isCurrent}
                  headingLevel={2}
                  ctaLabel={t(isCurrent ? 'packagesScreen.renew' : 'packagesScreen.subscribe', { name: pkg.name })}
                  isPending={subscribe.isPending && subscribe.variables === pkg.id}
                  isDisabled={!canSubscribe || (subscribe.isPending && subscribe.variables !== pkg.id)}
                  onCtaPress={() => subscribe.mutateAsync(pkg.id)}
                />
              );
            })}
          </Columns>
        )}
        {!canSubscribe ? <Text tone="muted">{t('packagesScreen.noPermission')}</Text> : null}
      </Stack>
    </>
  );
}
