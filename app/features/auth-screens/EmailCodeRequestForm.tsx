import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Form } from '../../../design-system/components/Form';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { quietApi, quietCall } from '../website/quietApi';
import { generalProblem } from './codeProblems';
import { FlowMessage } from './FlowMessage';
import { errorBodyOf, validateEmail } from './validation';
import { useAction } from '../../lib/useAction';

export type ResetAccount = 'provider' | 'focus';

/** Asks the server to e-mail a reset code (provider or focus account). */
export function requestResetCode(account: ResetAccount, email: string) {
  const body = { email };
  return account === 'provider'
    ? quietCall(quietApi.POST('/provider/auth/forget-password', { body }))
    : quietCall(quietApi.POST('/focus/auth/forget-password', { body }));
}

/** Step one of a password reset: the account's e-mail, to which a 4-digit code is sent. */
export function EmailCodeRequestForm({ account, defaultEmail = '', onSent }: { account: ResetAccount; defaultEmail?: string; onSent: (email: string) => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState(defaultEmail);
  const request = useAction((address: string) => requestResetCode(account, address), { onSuccess: (_, address) => onSent(address) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return request.run(email.trim());
  };
  const problem = request.isError ? generalProblem(request.error) : null;
  return (
    <Form onSubmit={onSubmit} errorBody={request.isError ? errorBodyOf(request.error) : undefined} aria-label={intl.formatMessage({ id: 'authScreens.reset.requestLabel' })}>
      <Stack gap="large">
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'authScreens.field.email' })}
          value={email}
          onChange={setEmail}
          isRequired
          maxLength={255}
          autoComplete="email"
          inputDir="ltr"
          validate={validateEmail(intl)}
        />
        {problem && <FlowMessage message={{ tone: problem.messageId === 'auth.rateLimited' ? 'caution' : 'critical', ...problem }} />}
        <Button type="submit" fullWidth isPending={request.isPending}>
          <FormattedMessage id="authScreens.reset.sendCode" />
        </Button>
      </Stack>
    </Form>
  );
}
