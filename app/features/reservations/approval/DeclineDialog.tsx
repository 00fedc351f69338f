import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../design-system/components/Button';
import { Dialog } from '../../../../design-system/components/Dialog';
import { Form } from '../../../../design-system/components/Form';
import { Inline } from '../../../../design-system/components/Inline';
import { Modal } from '../../../../design-system/components/Modal';
import { Stack } from '../../../../design-system/components/Stack';
import { Text } from '../../../../design-system/components/Text';
import { TextArea } from '../../../../design-system/components/TextArea';
import { ApiError } from '../../../../api-spec/client';
import type { Reservation } from '../data';

const DECLINE_REASON_MAX = 500;

interface DeclineDialogProps {
  /** The booking being declined; null closes the dialog. */
  reservation: Reservation | null;
  /** When the booking starts, already written for the reader. */
  when: string;
  onClose: () => void;
  /** Sends the decline; a 422's field messages show under the reason. */
  onDecline: (reason: string) => Promise<unknown>;
}

/** Declining a booking that awaits approval: the reason is required, because the customer reads it. */
export function DeclineDialog({ reservation, when, onClose, onDecline }: DeclineDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const close = () => {
    setReason('');
    setErrorBody(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    try {
      await onDecline(reason.trim());
      setReason('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };

  return (
    <Modal size="small" isOpen={reservation !== null} onOpenChange={(open) => !open && close()}>
      <Dialog title={t('approval.decline.title', { customer: reservation?.customer_name ?? '' })}>
        <Form onSubmit={submit} errorBody={errorBody} validationBehavior="native">
          <Stack gap="medium">
            <Text>{t('approval.decline.body', { when })}</Text>
            <TextArea
              label={t('approval.decline.reason')}
              description={t('approval.decline.reasonHint')}
              name="reason"
              value={reason}
              onChange={setReason}
              isRequired
              validate={(value) => (value.trim() === '' ? t('approval.decline.reasonMissing') : null)}
              maxLength={DECLINE_REASON_MAX}
              rows={3}
            />
            <Inline gap="small">
              <Button type="submit" tone="critical">
                {t('approval.decline.submit')}
              </Button>
              <Button tone="neutral" onPress={close}>
                {t('approval.decline.keep')}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
