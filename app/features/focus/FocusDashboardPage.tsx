import { useQuery } from '@tanstack/react-query';
import { useBesideHijri } from '../../../design-system/components/Calendar';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Card } from '../../../design-system/components/Card';
import { Countdown } from '../../../design-system/components/Countdown';
import { DescriptionList } from '../../../design-system/components/DescriptionList';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Icon } from '../../../design-system/components/Icon';
import { Link } from '../../../design-system/components/Link';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { PageHeader } from '../dashboard/PageHeader';
import { RoomSettingsModal } from '../room-settings/RoomSettingsModal';
import { useRoomSettingsOnVideoQuery } from '../room-settings/useRoomSettingsOnVideoQuery';
import * as styles from './FocusDashboardPage.css';
import { FocusFrame } from './FocusFrame';
import { focusPartOf } from './focusParts';
import { fetchActiveFocusPackage, fetchFocusProfile, focusKeys } from './queries';

/**
 * The focus user's home: who they are, the active focus package with its countdown and what it
 * includes, each included part a link to it (the room settings open from their link). The room settings open once when the address says `video=true` (after login).
 */
export function FocusDashboardPage() {
  const intl = useIntl();
  const beside = useBesideHijri();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = useLocale();
  const settings = useRoomSettingsOnVideoQuery();
  const profile = useQuery({ queryKey: [...focusKeys.profile, locale], queryFn: fetchFocusProfile });
  const active = useQuery({ queryKey: [...focusKeys.active, locale], queryFn: fetchActiveFocusPackage });
  const expiryNoticeShown = useRef(false);

  const onExpire = () => {
    if (expiryNoticeShown.current) return;
    expiryNoticeShown.current = true;
    toast.show('caution', t('admin.package_expired'));
  };

  const subscription = active.data;
  return (
    <FocusFrame onSettingsPress={settings.open}>
      <PageHeader title={t('focus.dashboard.title')} description={profile.data ? t('focus.dashboard.welcome', { name: profile.data.name }) : undefined} />
      <Stack gap="large">
        <Card title={t('focus.profile.title')} headingLevel={2}>
          {profile.isPending ? (
            <Skeleton lines={3} />
          ) : profile.data ? (
            <DescriptionList
              items={[
                { id: 'name', term: t('focus.profile.name'), detail: profile.data.name },
                { id: 'email', term: t('focus.profile.email'), detail: <span dir="ltr">{profile.data.email}</span> },
                { id: 'mobile', term: t('focus.profile.mobile'), detail: profile.data.mobile ? <span dir="ltr">{profile.data.mobile}</span> : t('focus.profile.noMobile') },
              ]}
            />
          ) : (
            <Alert tone="critical">{t('focus.loadFailed')}</Alert>
          )}
        </Card>
        <Card title={t('focus.package.title')} headingLevel={2}>
          {active.isPending ? (
            <Skeleton lines={4} />
          ) : active.isError ? (
            <Alert tone="critical">{t('focus.loadFailed')}</Alert>
          ) : subscription ? (
            <Stack gap="medium">
              <Text size="large" weight="bold">
                {subscription.package_name}
              </Text>
              <Countdown expireAt={subscription.expire_at} label={t('focus.package.timeLeft')} showLabel onExpire={onExpire} />
              <DescriptionList
                items={[
                  {
                    id: 'expires',
                    term: t('focus.package.expiresOn'),
                    // On the reader's clock, as the date beside it; in Arabic with its Umm al-Qura date.
                    detail: beside(intl.formatDate(subscription.expire_at, { dateStyle: 'long', timeStyle: 'short' }), subscription.expire_at, Intl.DateTimeFormat().resolvedOptions().timeZone),
                  },
                  { id: 'duration', term: t('focus.package.duration'), detail: t('focus.package.days', { count: subscription.package.duration_days }) },
                ]}
              />
              <Stack gap="small">
                <Text weight="bold">{t('focus.package.includes')}</Text>
                {subscription.package.description ? <Text tone="muted">{subscription.package.description}</Text> : null}
                <ul className={styles.includes} aria-label={t('focus.package.includes')}>
                  {subscription.package.features.map((feature) => {
                    const part = focusPartOf(feature, locale);
                    return (
                      <li key={feature.name} className={styles.included}>
                        <Icon name={part?.icon ?? 'check'} />
                        {part ? <Link href={part.href}>{feature.name}</Link> : <span>{feature.name}</span>}
                      </li>
                    );
                  })}
                </ul>
              </Stack>
              <Link href={localePath(locale, '/focus-dashboard-packages')}>{t('focus.package.change')}</Link>
            </Stack>
          ) : (
            <EmptyState
              icon="package"
              headingLevel={3}
              title={t('focus.package.none')}
              description={t('focus.package.noneHint')}
              action={<Link href={localePath(locale, '/focus-dashboard-packages')}>{t('focus.package.choose')}</Link>}
            />
          )}
        </Card>
      </Stack>
      <RoomSettingsModal isOpen={settings.isOpen} onOpenChange={settings.onOpenChange} />
    </FocusFrame>
  );
}
