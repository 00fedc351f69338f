import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';

/**
 * In place of data that could not be loaded: says so (never "nothing here yet", never a zero) and
 * offers to try again. `what` names the data, already translated ("the wallet ledger").
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      tone="critical"
      title={intl.formatMessage({ id: 'dashboard.loadFailed.title' }, { what })}
      action={
        <Button size="small" tone="neutral" onPress={onRetry}>
          {intl.formatMessage({ id: 'dashboard.loadFailed.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'dashboard.loadFailed.body' })}
    </Alert>
  );
}
