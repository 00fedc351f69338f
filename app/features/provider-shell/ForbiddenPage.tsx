import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';

/** /provider-dashboard/403: a page whose permission the signed-in staff member does not hold. */
export function ForbiddenPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const title = intl.formatMessage({ id: 'providerShell.forbidden.title' });
  return (
    <>
      <title>{title}</title>
      <EmptyState
        icon="lock"
        headingLevel={1}
        title={title}
        description={intl.formatMessage({ id: 'providerShell.forbidden.body' })}
        action={
          <Button onPress={() => navigate(localePath(locale, '/provider-dashboard'))}>
            {intl.formatMessage({ id: 'providerShell.forbidden.back' })}
          </Button>
        }
      />
    </>
  );
}
