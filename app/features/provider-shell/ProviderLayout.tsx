import { useQuery } from '@tanstack/react-query';
import { HijriPreference } from '../../../design-system/components/Calendar';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Banner } from '../../../design-system/components/Banner';
import { Sidebar } from '../../../design-system/components/Sidebar';
import { TopBar } from '../../../design-system/components/TopBar';
import { api, call } from '../../api';
import { AppLanguageSwitch } from '../../layouts/AppLanguageSwitch';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { ProviderRealtimeProvider } from '../../realtime/RealtimeProvider';
import { RoomSettingsModal } from '../room-settings/RoomSettingsModal';
import { useRoomSettingsOnVideoQuery } from '../room-settings/useRoomSettingsOnVideoQuery';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { permissionsOf } from '../session/guards';
import { useSession, useSessionActor } from '../session/SessionProvider';
import type { ProviderUser } from '../session/types';
import { activeNavId, visibleNavigation } from './navigation';
import { NotificationsMenu } from './NotificationsMenu';
import { PackageTimer } from './PackageTimer';
import { ProfileMenu } from './ProfileMenu';
import * as styles from './ProviderLayout.css';

const SIDEBAR_KEY = 'mawid.sidebarCollapsed';

/** Whether two JSON values are the same (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Keeps the stored user fresh (bank account, super admin flag) from GET /provider/auth/profile.
 * An unchanged user is not sent: the session would change all the same and re-draw the whole
 * frame in the first load's busiest moment (issue 21 item 17). A component of its own, drawing
 * nothing: the profile's answer re-renders it alone, not the frame.
 */
function FreshProviderUser(): null {
  const session = useSessionActor();
  const stored = useSession((s) => s.context.provider?.user);
  const profile = useQuery({ queryKey: ['provider', 'profile'], queryFn: () => call(api.GET('/provider/auth/profile')) });
  useEffect(() => {
    const fresh = profile.data?.data;
    if (!fresh) return;
    const { permissions: _permissions, ...user } = fresh;
    if (sameJson(user, stored)) return;
    session.send({ type: 'USER_UPDATED', user: user as unknown as ProviderUser });
  }, [profile.data, session, stored]);
  return null;
}

/** The room settings, opened by `video=true` in the address (its own component: the address's changes re-render it alone). */
function RoomSettingsOnVideo() {
  const roomSettings = useRoomSettingsOnVideoQuery();
  return <RoomSettingsModal isOpen={roomSettings.isOpen} onOpenChange={roomSettings.onOpenChange} />;
}

/**
 * The provider dashboard frame: sidebar (300 px, collapsible, a drawer on phones), top bar
 * (package timer, notifications, language, account), the red no-bank-account banner.
 */
export function ProviderLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const provider = useSession((s) => s.context.provider);
  // The permissions alone, not the whole session: a change elsewhere in it (the locale, the push
  // token) does not re-draw the frame.
  const permissions = useSession((s) => permissionsOf(s.context));
  const can = (permission: string) => permissions.includes(permission);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => setMobileOpen(false), [pathname]);

  const user = provider?.user ?? null;
  const groups = visibleNavigation(can).map((group) => ({
    id: group.id,
    label: group.messageId ? intl.formatMessage({ id: group.messageId }) : undefined,
    items: group.items.map((item) => ({
      id: item.id,
      label: intl.formatMessage({ id: item.messageId }),
      icon: item.icon,
      href: localePath(locale, `/provider-dashboard${item.path}`),
    })),
  }));

  return (
    <HijriPreference show={user?.show_hijri ?? true}>
    <ProviderRealtimeProvider>
      <NotificationsProvider userId={user?.id}>
        <FreshProviderUser />
        <div className={styles.frame}>
          <Sidebar
            groups={groups}
            activeId={activeNavId(pathname)}
            label={intl.formatMessage({ id: 'providerShell.nav.label' })}
            collapsed={collapsed}
            onCollapsedChange={(next) => {
              setCollapsed(next);
              localStorage.setItem(SIDEBAR_KEY, next ? '1' : '0');
            }}
            mobileOpen={mobileOpen}
            onMobileOpenChange={setMobileOpen}
            header={
              <a className={styles.brand} href={localePath(locale, '/provider-dashboard')}>
                {intl.formatMessage({ id: 'app.name' })}
              </a>
            }
          />
          <div className={styles.main}>
            <TopBar
              onMenuPress={() => setMobileOpen(true)}
              isMenuOpen={mobileOpen}
              middle={<PackageTimer />}
              end={
                <div className={styles.topEnd}>
                  {user ? <NotificationsMenu /> : null}
                  <AppLanguageSwitch />
                  <ProfileMenu user={user} />
                </div>
              }
            />
            {user && user.bank_account === null && can('bank.manage') ? (
              <Banner
                tone="critical"
                action={{ label: intl.formatMessage({ id: 'providerShell.bank.action' }), href: localePath(locale, '/provider-dashboard/banks') }}
              >
                {intl.formatMessage({ id: 'providerShell.bank.missing' })}
              </Banner>
            ) : null}
            <main className={styles.content} id="main">
              <Outlet />
            </main>
          </div>
        </div>
        <RoomSettingsOnVideo />
      </NotificationsProvider>
    </ProviderRealtimeProvider>
    </HijriPreference>
  );
}
