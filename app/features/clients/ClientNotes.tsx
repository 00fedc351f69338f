import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Form } from '../../../design-system/components/Form';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextArea } from '../../../design-system/components/TextArea';
import { toast } from '../../../design-system/components/Toast';
import { ApiError } from '../../../api-spec/client';
import type { Client } from './data';

const CLIENT_NOTES_MAX = 2000;

/** The staff's notes on a client (never shown to the client): edited with clients.manage, read otherwise. */
export function ClientNotes({ client, canManage, onSave }: { client: Client; canManage: boolean; onSave: (notes: string | null) => Promise<{ message: string }> }) {
  const intl = useIntl();
  const [notes, setNotes] = useState(client.notes ?? '');
  const [errorBody, setErrorBody] = useState<unknown>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorBody(null);
    try {
      const body = await onSave(notes.trim() === '' ? null : notes.trim());
      toast.positive(body.message || t('clients.notesSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrorBody(error.body);
    }
  };

  return (
    <Card title={t('clients.notes')} headingLevel={2}>
      {canManage ? (
        <Form onSubmit={submit} errorBody={errorBody} validationBehavior="aria" aria-label={t('clients.notes')}>
          <Stack gap="medium">
            <TextArea label={t('clients.notesLabel')} description={t('clients.notesHint')} name="notes" value={notes} onChange={setNotes} maxLength={CLIENT_NOTES_MAX} rows={4} />
            <div>
              <Button type="submit">{t('clients.saveNotes')}</Button>
            </div>
          </Stack>
        </Form>
      ) : (
        <Text tone={client.notes ? 'neutral' : 'muted'}>{client.notes || t('clients.noNotes')}</Text>
      )}
    </Card>
  );
}
