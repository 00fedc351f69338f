import { useIntl } from 'react-intl';
import { Avatar } from '../../../design-system/components/Avatar';
import { Button } from '../../../design-system/components/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../design-system/components/Menu';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { useSessionActor } from '../session/SessionProvider';
import type { ProviderUser } from '../session/types';

/** The account menu: my account, the company account (super admins only), logout. */
export function ProfileMenu({ user }: { user: ProviderUser | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSessionActor();
  const name = user?.name ?? intl.formatMessage({ id: 'providerShell.profile.fallbackName' });
  return (
    <MenuTrigger>
      <Button tone="ghost" aria-label={intl.formatMessage({ id: 'providerShell.profile.menu' }, { name })}>
        <Avatar name={name} size="small" isDecorative />
      </Button>
      <Menu placement="bottom end" aria-label={intl.formatMessage({ id: 'providerShell.profile.menu' }, { name })}>
        <MenuItem id="account" href={localePath(locale, '/provider-dashboard/profile')} icon="user">
          {intl.formatMessage({ id: 'providerShell.profile.myAccount' })}
        </MenuItem>
        {user?.is_super_admin ? (
          <MenuItem id="company" href={localePath(locale, '/company-room')} icon="store">
            {intl.formatMessage({ id: 'providerShell.profile.companyAccount' })}
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem id="logout" icon="logout" tone="critical" onAction={() => session.send({ type: 'LOGOUT' })}>
          {intl.formatMessage({ id: 'providerShell.profile.logout' })}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
