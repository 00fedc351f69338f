import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../design-system/components/Link';
import { Text } from '../../../design-system/components/Text';
import { AuthCard } from '../../features/auth-screens/AuthCard';
import { FocusRegisterForm } from '../../features/auth-screens/FocusRegisterForm';
import { ProviderRegisterForm } from '../../features/auth-screens/ProviderRegisterForm';
import { useOpenLogin } from '../../features/website/loginModal';
import { Button } from '../../../design-system/components/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';

/** /auth: provider registration, or focus registration with `?type=focus`. */
export function RegisterPage() {
  const [query] = useSearchParams();
  const locale = useLocale();
  const openLogin = useOpenLogin();
  const focus = query.get('type') === 'focus';
  return (
    <AuthCard
      key={focus ? 'focus' : 'provider'}
      titleId={focus ? 'authScreens.register.focusTitle' : 'authScreens.register.providerTitle'}
      descriptionId={focus ? 'authScreens.register.focusDescription' : 'authScreens.register.providerDescription'}
      title={<FormattedMessage id={focus ? 'authScreens.register.focusTitle' : 'authScreens.register.providerTitle'} />}
      lead={<FormattedMessage id={focus ? 'authScreens.register.focusLead' : 'authScreens.register.providerLead'} />}
      footer={
        <>
          <Text>
            <FormattedMessage id="authScreens.register.haveAccount" />{' '}
            <Button tone="ghost" size="small" onPress={() => openLogin(focus ? 'focus' : 'provider')}>
              <FormattedMessage id="authScreens.register.login" />
            </Button>
          </Text>
          <Link href={focus ? localePath(locale, '/auth') : `${localePath(locale, '/auth')}?type=focus`}>
            <FormattedMessage id={focus ? 'authScreens.register.switchToProvider' : 'authScreens.register.switchToFocus'} />
          </Link>
        </>
      }
    >
      {focus ? <FocusRegisterForm /> : <ProviderRegisterForm />}
    </AuthCard>
  );
}
