import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../design-system/components/Link';
import { toast } from '../../../design-system/components/Toast';
import { AuthCard } from '../../features/auth-screens/AuthCard';
import { NewPasswordForm } from '../../features/auth-screens/NewPasswordForm';
import { ResendResetCode } from '../../features/auth-screens/ResendResetCode';
import { forgetResetEmail, recallResetEmail } from '../../features/auth-screens/resetEmail';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';

/** /auth/reset-pass/update-pass: the e-mailed code, a new password and its confirmation. */
export function UpdatePasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [email] = useState(recallResetEmail);
  return (
    <AuthCard
      titleId="authScreens.reset.updateTitle"
      descriptionId="authScreens.reset.updateDescription"
      title={<FormattedMessage id="authScreens.reset.updateTitle" />}
      lead={<FormattedMessage id="authScreens.reset.updateLead" />}
      footer={
        <Link href={localePath(locale, '/auth/reset-pass')}>
          <FormattedMessage id="authScreens.reset.otherEmail" />
        </Link>
      }
    >
      <NewPasswordForm
        account="provider"
        email={email}
        onDone={() => {
          forgetResetEmail();
          toast.positive(intl.formatMessage({ id: 'authScreens.reset.done' }));
          void navigate(localePath(locale));
        }}
      >
        {email && <ResendResetCode account="provider" email={email} />}
      </NewPasswordForm>
    </AuthCard>
  );
}
