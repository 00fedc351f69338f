import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schema } from '../../../api-spec';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Columns } from '../../../design-system/components/Columns';
import { Form } from '../../../design-system/components/Form';
import { PhoneField } from '../../../design-system/components/PhoneField';
import { Stack } from '../../../design-system/components/Stack';
import { TextArea } from '../../../design-system/components/TextArea';
import { TextField } from '../../../design-system/components/TextField';
import { quietApi, quietCall } from './quietApi';
import { errorBodyOf, statusOf, validateEmail } from '../auth-screens/validation';
import { useAction } from '../../lib/useAction';

type ContactInput = Schema<'ContactInput'>;

/** The contact form's limits (the contract's). */
const CONTACT_LIMITS = { name: [2, 100], subject: [2, 150], message: [10, 2000] } as const;

function readForm(form: HTMLFormElement): ContactInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    name: text('name'),
    email: text('email'),
    mobile: text('mobile') || null,
    subject: text('subject'),
    message: text('message'),
  };
}

/**
 * Write to us: checked in the browser first (required fields, lengths, e-mail and Saudi mobile
 * formats), then sent to POST /website/contact. The server's field errors (422) show under their
 * fields; a sent message is confirmed and the form starts over.
 */
export function ContactForm() {
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useAction((body: ContactInput) => quietCall(quietApi.POST('/website/contact', { body })), {
    onSuccess: (answer) => {
      setSentMessage(answer.message || intl.formatMessage({ id: 'website.contactForm.sent' }));
      setRound((r) => r + 1);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentMessage(null);
    return send.run(readForm(event.currentTarget));
  };
  const failedStatus = send.isError ? statusOf(send.error) : null;

  return (
    <Stack gap="large">
      {sentMessage && (
        <Alert tone="positive" live title={intl.formatMessage({ id: 'website.contactForm.sentTitle' })}>
          {sentMessage}
        </Alert>
      )}
      {failedStatus !== null && failedStatus !== 422 && (
        <Alert tone="critical" live>
          <FormattedMessage id={failedStatus === 429 ? 'website.contactForm.tooMany' : 'website.contactForm.failed'} />
        </Alert>
      )}
      <Form key={round} onSubmit={onSubmit} errorBody={send.isError ? errorBodyOf(send.error) : undefined} aria-label={intl.formatMessage({ id: 'website.contactForm.label' })}>
        <Stack gap="large">
          <Columns columns={[1, 1, 2]} gap="large">
            <TextField
              name="name"
              label={intl.formatMessage({ id: 'website.contactForm.name' })}
              isRequired
              minLength={CONTACT_LIMITS.name[0]}
              maxLength={CONTACT_LIMITS.name[1]}
              autoComplete="name"
            />
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage({ id: 'website.contactForm.email' })}
              isRequired
              maxLength={255}
              autoComplete="email"
              inputDir="ltr"
              validate={validateEmail(intl)}
            />
          </Columns>
          <Columns columns={[1, 1, 2]} gap="large">
            <PhoneField name="mobile" label={intl.formatMessage({ id: 'website.contactForm.mobile' })} description={intl.formatMessage({ id: 'website.contactForm.optional' })} />
            <TextField
              name="subject"
              label={intl.formatMessage({ id: 'website.contactForm.subject' })}
              isRequired
              minLength={CONTACT_LIMITS.subject[0]}
              maxLength={CONTACT_LIMITS.subject[1]}
            />
          </Columns>
          <TextArea
            name="message"
            label={intl.formatMessage({ id: 'website.contactForm.message' })}
            isRequired
            minLength={CONTACT_LIMITS.message[0]}
            maxLength={CONTACT_LIMITS.message[1]}
            rows={6}
            showCount
          />
          <div>
            <Button type="submit" isPending={send.isPending}>
              <FormattedMessage id={send.isPending ? 'website.contactForm.sending' : 'website.contactForm.send'} />
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
