import { FormattedMessage } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { generalProblem } from './codeProblems';
import { requestResetCode, type ResetAccount } from './EmailCodeRequestForm';
import { FlowMessage } from './FlowMessage';
import { useAction } from '../../lib/useAction';

/** "Send the code again" for an e-mailed reset code; the server allows one per minute and says how long to wait. */
export function ResendResetCode({ account, email }: { account: ResetAccount; email: string }) {
  const resend = useAction(() => requestResetCode(account, email));
  const problem = resend.isError ? generalProblem(resend.error) : null;
  return (
    <>
      <Button tone="ghost" size="small" isPending={resend.isPending} onPress={() => resend.run()}>
        <FormattedMessage id="auth.resend" />
      </Button>
      {resend.isSuccess && <FlowMessage message={{ tone: 'positive', messageId: 'auth.otp.resent' }} />}
      {problem && <FlowMessage message={{ tone: problem.messageId === 'auth.rateLimited' ? 'caution' : 'critical', ...problem }} />}
    </>
  );
}
