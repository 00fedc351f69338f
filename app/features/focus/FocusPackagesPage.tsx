import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Link } from '../../../design-system/components/Link';
import { PricingCard, type PricingPeriod } from '../../../design-system/components/PricingCard';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { toast } from '../../../design-system/components/Toast';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { FocusFrame } from './FocusFrame';
import * as styles from './FocusFrame.css';
import { fetchActiveFocusPackage, fetchFocusPackages, focusKeys, subscribeFocusPackage } from './queries';

/** A package's length as the pricing card says it: whole months or years when it divides, days otherwise. */
export function periodOf(days: number): PricingPeriod {
  if (days > 0 && days % 365 === 0) return { unit: 'year', count: days / 365 };
  if (days > 0 && days % 30 === 0) return { unit: 'month', count: days / 30 };
  return { unit: 'day', count: Math.max(1, days) };
}

/**
 * The focus package catalogue. Subscribing starts the package now; once one is active its card
 * says "current plan" and the page leads back to the dashboard.
 */
export function FocusPackagesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocale();
  const queryClient = useQueryClient();
  const packages = useQuery({ queryKey: [...focusKeys.packages, locale], queryFn: fetchFocusPackages });
  const active = useQuery({ queryKey: [...focusKeys.active, locale], queryFn: fetchActiveFocusPackage });
  const subscribe = useMutation({
    mutationFn: subscribeFocusPackage,
    onSuccess: (result) => {
      toast.show('positive', result.message || t('focus.packages.subscribed'));
      // The answer is the new active subscription: other languages' copies refetch when next shown.
      queryClient.setQueryData([...focusKeys.active, locale], result.data);
      void queryClient.invalidateQueries({ queryKey: focusKeys.active, refetchType: 'none' });
    },
  });

  const current = active.data ?? null;
  const dashboard = localePath(locale, '/focus-dashboard');
  return (
    <FocusFrame>
      <PageHeader title={t('focus.packages.title')} description={t('focus.packages.description')} />
      <Stack gap="large">
        {current ? (
          <Alert tone="positive" title={t('focus.packages.activeTitle')} action={<Link href={dashboard}>{t('focus.packages.toDashboard')}</Link>}>
            {intl.formatMessage({ id: 'focus.packages.activeBody' }, { name: current.package_name })}
          </Alert>
        ) : null}
        {packages.isPending ? (
          <div className={styles.packages}>
            <Skeleton shape="block" blockSize="20rem" />
            <Skeleton shape="block" blockSize="20rem" />
          </div>
        ) : packages.isError ? (
          <Alert tone="critical">{t('focus.loadFailed')}</Alert>
        ) : packages.data.length === 0 ? (
          <EmptyState icon="package" title={t('focus.packages.empty')} />
        ) : (
          <div className={styles.packages}>
            {packages.data.map((pkg) => (
              <PricingCard
                key={pkg.id}
                headingLevel={2}
                name={pkg.name}
                description={pkg.description ?? undefined}
                priceHalalas={pkg.price}
                period={periodOf(pkg.duration_days)}
                features={pkg.features.map((feature) => feature.name)}
                isPopular={pkg.is_popular}
                isCurrent={current?.package.id === pkg.id}
                ctaLabel={t(current ? 'focus.packages.switch' : 'focus.packages.subscribe')}
                onCtaPress={() => subscribe.mutateAsync(pkg.id)}
                isPending={subscribe.isPending && subscribe.variables === pkg.id}
                isDisabled={subscribe.isPending && subscribe.variables !== pkg.id}
              />
            ))}
          </div>
        )}
      </Stack>
    </FocusFrame>
  );
}
