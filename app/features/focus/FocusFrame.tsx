import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Icon } from '../../../design-system/components/Icon';
import { TopBar } from '../../../design-system/components/TopBar';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { AppLanguageSwitch } from '../../layouts/AppLanguageSwitch';
import { useSessionActor } from '../session/SessionProvider';
import * as styles from './FocusFrame.css';

/** The focus area's frame: the product name, the settings entry, the language switch and logout. */
export function FocusFrame({ children, onSettingsPress }: { children: ReactNode; onSettingsPress?: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSessionActor();
  return (
    <div className={styles.frame}>
      <TopBar
        start={
          <a className={styles.brand} href={localePath(locale, '/focus-dashboard')}>
            {intl.formatMessage({ id: 'app.name' })}
          </a>
        }
        end={
          <div className={styles.topEnd}>
            {onSettingsPress ? (
              <Button tone="ghost" onPress={onSettingsPress}>
                <Icon name="settings" />
                <VisuallyHidden below="tablet">{intl.formatMessage({ id: 'roomSettings.open' })}</VisuallyHidden>
              </Button>
            ) : null}
            <AppLanguageSwitch />
            <Button tone="neutral" onPress={() => session.send({ type: 'LOGOUT' })}>
              <Icon name="logout" />
              <VisuallyHidden below="tablet">{intl.formatMessage({ id: 'focus.logout' })}</VisuallyHidden>
            </Button>
          </div>
        }
      />
      <main id="main" className={styles.content}>
        {children}
      </main>
    </div>
  );
}
