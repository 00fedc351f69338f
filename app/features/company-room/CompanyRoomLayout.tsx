import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { ElapsedTimer } from '../../../design-system/components/ElapsedTimer';
import { Icon } from '../../../design-system/components/Icon';
import { IconButton } from '../../../design-system/components/IconButton';
import { Sidebar } from '../../../design-system/components/Sidebar';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Tooltip } from '../../../design-system/components/Tooltip';
import { TopBar } from '../../../design-system/components/TopBar';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { AppLanguageSwitch } from '../../layouts/AppLanguageSwitch';
import { RoomSettingsModal } from '../room-settings/RoomSettingsModal';
import { useRoomSettingsOnVideoQuery } from '../room-settings/useRoomSettingsOnVideoQuery';
import { fetchCompanyRoom, leaveCompanyRoom } from './companySession';
import * as styles from './CompanyRoomLayout.css';

export interface CompanyRoomContext {
  room: { name: string; started_at: string };
}

/** The room the layout loaded, for the pages inside it. */
export const useCompanyRoom = () => useOutletContext<CompanyRoomContext>().room;

const SIDEBAR_KEY = 'mawid.companySidebarCollapsed';

/**
 * The company room: a sidebar with the room and the sound and video settings (named at every
 * width: a tip when icons only), a top bar with the time since the session started (a one-line
 * clock that a phone shows whole), Arabic/English and logout.
 * Entering opens a company session with the provider's token when none is kept.
 */
export function CompanyRoomLayout() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useRoomSettingsOnVideoQuery();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) !== '0');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const room = useQuery({ queryKey: ['company', 'room', locale], queryFn: fetchCompanyRoom, retry: false });

  const logout = async () => {
    setLeaving(true);
    await leaveCompanyRoom();
    void navigate(localePath(locale, '/provider-dashboard'));
  };

  const roomHref = localePath(locale, '/company-room');
  return (
    <div className={styles.frame}>
      <Sidebar
        items={[{ id: 'room', label: t('companyRoom.nav.room'), icon: 'video', href: roomHref }]}
        activeId={pathname.startsWith(roomHref) ? 'room' : undefined}
        label={t('companyRoom.nav.label')}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          localStorage.setItem(SIDEBAR_KEY, next ? '1' : '0');
        }}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        header={
          <a className={styles.brand} href={roomHref}>
            {intl.formatMessage({ id: 'app.name' })}
          </a>
        }
        footer={({ collapsed: iconsOnly }) => {
          const openSettings = () => {
            setMobileOpen(false);
            settings.open();
          };
          // Icons only, the entry is named and its name shows as a tip; otherwise (the phone's drawer too) it says its name.
          return iconsOnly ? (
            <Tooltip content={t('roomSettings.open')} placement="end">
              <IconButton icon="settings" label={t('roomSettings.open')} onPress={openSettings} />
            </Tooltip>
          ) : (
            <Button tone="ghost" onPress={openSettings}>
              <Icon name="settings" />
              {t('roomSettings.open')}
            </Button>
          );
        }}
      />
      <div className={styles.main}>
        <TopBar
          onMenuPress={() => setMobileOpen(true)}
          isMenuOpen={mobileOpen}
          middle={room.data ? <ElapsedTimer startedAt={room.data.started_at} label={t('companyRoom.elapsed')} showLabel size="clock" /> : null}
          end={
            <div className={styles.topEnd}>
              <AppLanguageSwitch only={['ar', 'en']} />
              <Button tone="neutral" onPress={() => void logout()} isPending={leaving}>
                <Icon name="logout" />
                <VisuallyHidden below="tablet">{t('companyRoom.logout')}</VisuallyHidden>
              </Button>
            </div>
          }
        />
        <main className={styles.content} id="main">
          {room.isPending ? (
            <Skeleton lines={3} />
          ) : room.isError ? (
            <Alert tone="critical" title={t('companyRoom.failed.title')}>
              {t('companyRoom.failed.body')}
            </Alert>
          ) : (
            <Outlet context={{ room: room.data } satisfies CompanyRoomContext} />
          )}
        </main>
      </div>
      <RoomSettingsModal isOpen={settings.isOpen} onOpenChange={settings.onOpenChange} />
    </div>
  );
}
