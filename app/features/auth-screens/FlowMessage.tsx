import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import type { InlineMessage } from '../effects';

/** A flow's inline message (a rejected code, a rate limit, a code sent again), announced when it appears. */
export function FlowMessage({ message }: { message: InlineMessage | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert tone={message.tone} live>
      {intl.formatMessage({ id: message.messageId }, message.values)}
    </Alert>
  );
}
