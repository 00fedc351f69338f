import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../design-system/components/Alert';
import { Button } from '../../design-system/components/Button';
import { Form } from '../../design-system/components/Form';
import { PhoneField } from '../../design-system/components/PhoneField';
import type { PhoneValue } from '../../design-system/components/PhoneField/phone';
import { TextField } from '../../design-system/components/TextField';
import { useAction } from '../lib/useAction';
import * as styles from './booking/Booking.css';
import { useCustomerCalls } from './calls';
import { messageOf } from './signIn';

export interface MobileFormProps {
  /** Ask for the customer's name too (booking); signing in to see bookings needs only the number. */
  askName?: boolean;
  defaultName?: string;
  defaultMobile?: string;
  /** The code was sent to this national number. */
  onCodeSent: (mobile: string, name: string) => void;
  /** What the button says. */
  submitId?: string;
}

/**
 * The customer's name and +966 mobile, written however people write it (`05…`, `+966 5…`,
 * Arabic-Indic digits: shared/phone.ts), then a code by SMS. The server answers the same for any
 * number, so nothing here tells whether the number is known.
 */
export function MobileForm({ askName = false, defaultName = '', defaultMobile = '', onCodeSent, submitId = 'customer.contact.sendCode' }: MobileFormProps) {
  const intl = useIntl();
  const calls = useCustomerCalls();
  const [name, setName] = useState(defaultName);
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: '+966', mobile: defaultMobile });
  const send = useAction(() => calls.requestCode(phone.mobile), { onSuccess: () => onCodeSent(phone.mobile, name.trim()) });
  return (
    <Form className={styles.form} onSubmit={(event) => { event.preventDefault(); return send.run(); }} aria-label={intl.formatMessage({ id: 'customer.contact.title' })}>
      {askName && <CustomerNameField value={name} onChange={setName} />}
      <PhoneField label={intl.formatMessage({ id: 'customer.contact.mobile' })} value={phone} onChange={setPhone} isRequired description={intl.formatMessage({ id: 'customer.contact.mobileHint' })} />
      {send.isError && (
        <Alert tone="critical" live>
          {messageOf(send.error) ?? intl.formatMessage({ id: 'error.generic' })}
        </Alert>
      )}
      <Button type="submit" fullWidth>
        <FormattedMessage id={submitId} />
      </Button>
    </Form>
  );
}

/** The name a booking is made under: required, 100 characters at most. */
export function CustomerNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'customer.contact.name' })}
      name="name"
      value={value}
      onChange={onChange}
      isRequired
      maxLength={100}
      autoComplete="name"
      validate={(name) => (name.trim() === '' ? intl.formatMessage({ id: 'customer.contact.nameRequired' }) : null)}
    />
  );
}
