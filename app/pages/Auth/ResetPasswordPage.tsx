import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../design-system/components/Link';
import { toast } from '../../../design-system/components/Toast';
import { AuthCard } from '../../features/auth-screens/AuthCard';
import { EmailCodeRequestForm } from '../../features/auth-screens/EmailCodeRequestForm';
import { recallResetEmail, rememberResetEmail } from '../../features/auth-screens/resetEmail';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';

/** /auth/reset-pass: a provider forgot their password; a code goes to their e-mail, then /update-pass. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <AuthCard
      titleId="authScreens.reset.providerTitle"
      descriptionId="authScreens.reset.providerDescription"
      title={<FormattedMessage id="authScreens.reset.providerTitle" />}
      lead={<FormattedMessage id="authScreens.reset.providerLead" />}
      footer={
        <Link href={localePath(locale, '/auth/reset-pass/update-pass')}>
          <FormattedMessage id="authScreens.reset.haveCode" />
        </Link>
      }
    >
      <EmailCodeRequestForm
        account="provider"
        defaultEmail={recallResetEmail()}
        onSent={(email) => {
          rememberResetEmail(email);
          toast.positive(intl.formatMessage({ id: 'authScreens.reset.codeSent' }, { email }));
          void navigate(localePath(locale, '/auth/reset-pass/update-pass'));
        }}
      />
    </AuthCard>
  );
}
