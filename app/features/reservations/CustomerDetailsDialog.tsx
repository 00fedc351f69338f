import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Dialog } from '../../../design-system/components/Dialog';
import { Form } from '../../../design-system/components/Form';
import { Inline } from '../../../design-system/components/Inline';
import { Modal } from '../../../design-system/components/Modal';
import { PhoneField, saudiCountryCode, type PhoneValue } from '../../../design-system/components/PhoneField';
import { Stack } from '../../../design-system/components/Stack';
import { TextField } from '../../../design-system/components/TextField';
import { ApiError } from '../../../api-spec/client';
import type { components } from '../../../api-spec/schema';
import { api, call } from '../../api';
import type { Reservation } from './data';

type ChangeInput = components['schemas']['ReservationChangeInput'];

interface Props {
  reservation: Reservation;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reservation with its customer, once the server has it. */
  onSaved: (reservation: Reservation, message: string) => void;
}

/**
 * The name and mobile of a walk-in booked without them ("the name and mobile can wait"): the name
 * is needed, the mobile may still wait. The server brings the mobile to its stored form and links the
 * booking to the client of that mobile; its 422s show under the fields.
 */
export function CustomerDetailsDialog({ reservation, isOpen, onOpenChange, onSaved }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'reservations.customerDetails.title' });
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <Dialog title={title} description={intl.formatMessage({ id: 'reservations.customerDetails.description' })}>
        {({ close }) => <CustomerDetailsForm reservation={reservation} title={title} onCancel={close} onSaved={onSaved} />}
      </Dialog>
    </Modal>
  );
}

function CustomerDetailsForm({ reservation, title, onCancel, onSaved }: { reservation: Reservation; title: string; onCancel: () => void; onSaved: Props['onSaved'] }) {
  const intl = useIntl();
  // A walk-in without a mobile may have been given a name: the answer carries "Walk-in customer" in its
  // stead when not, so the name starts empty unless the mobile (which always comes with one) is there.
  const [name, setName] = useState(reservation.customer_mobile ? reservation.customer_name : '');
  const [mobile, setMobile] = useState<PhoneValue>({ countryCode: saudiCountryCode, mobile: reservation.customer_mobile ?? '' });
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ChangeInput) => call(api.POST('/provider/reservations/{id}/change', { params: { path: { id: reservation.id } }, body })),
    onSuccess: (answer) => onSaved(answer.data, answer.message),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
      else setProblem(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'reservations.customerDetails.failed' }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    setProblem(null);
    const body: ChangeInput = { customer_name: name.trim() };
    if (mobile.mobile.trim()) body.customer_mobile = mobile.mobile.trim();
    return save.mutateAsync(body).catch(() => undefined);
  };

  return (
    <Form onSubmit={onSubmit} errorBody={errorBody} aria-label={title}>
      <Stack gap="medium">
        <TextField label={intl.formatMessage({ id: 'reservations.create.customerName' })} name="customer_name" isRequired maxLength={100} value={name} onChange={setName} />
        <PhoneField
          label={intl.formatMessage({ id: 'reservations.column.mobile' })}
          description={intl.formatMessage({ id: 'reservations.customerDetails.mobileHint' })}
          name="customer_mobile"
          countryCodeName="customer_country_code"
          value={mobile}
          onChange={setMobile}
        />
        {problem ? (
          <Alert tone="critical" live>
            {problem}
          </Alert>
        ) : null}
        <Inline gap="small">
          <Button type="submit" isPending={save.isPending}>
            {intl.formatMessage({ id: 'reservations.customerDetails.save' })}
          </Button>
          <Button tone="neutral" onPress={onCancel}>
            {intl.formatMessage({ id: 'reservations.change.cancel' })}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
