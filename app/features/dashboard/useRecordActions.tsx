import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '../../../design-system/components/AlertDialog';
import { toast } from '../../../design-system/components/Toast';

interface Done {
  message?: string | null;
}

export interface RecordActionsOptions<T> {
  /** Switches the record between active and inactive (its `toggle-active` call). */
  toggle: (record: T) => Promise<Done>;
  /** Deletes the record (its `DELETE` call). */
  remove: (record: T) => Promise<Done>;
  /** The queries its answers change, refetched after each action. */
  queryKey: QueryKey;
  /** Message ids: the notices (used when the server's answer has no message) and the confirmation. */
  messages: { saved: string; deleted: string; deleteTitle: string; delete: string; deleteBody: string };
}

/**
 * The row actions every catalogue list (salons, barbers, services) shares: activate or deactivate,
 * and delete after a confirmation that names the record. Each success says so in a notice (the
 * server's message, in the request's language) and refetches the list; a failure is the API
 * client's notice. Returns the actions and the confirmation dialog to render with the list.
 */
export function useRecordActions<T extends { id: number; name: string }>({ toggle, remove, queryKey, messages }: RecordActionsOptions<T>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const toggling = useMutation({
    mutationFn: toggle,
    onSuccess: (result) => {
      toast.positive(result.message || intl.formatMessage({ id: messages.saved }));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  const confirmDelete: ReactElement = (
    <AlertDialog
      isOpen={pendingDelete !== null}
      onOpenChange={(open) => !open && setPendingDelete(null)}
      title={intl.formatMessage({ id: messages.deleteTitle }, { name: pendingDelete?.name ?? '' })}
      confirmLabel={intl.formatMessage({ id: messages.delete })}
      onConfirm={async () => {
        if (!pendingDelete) return;
        const result = await remove(pendingDelete);
        toast.positive(result.message || intl.formatMessage({ id: messages.deleted }));
        await queryClient.invalidateQueries({ queryKey });
      }}
    >
      {intl.formatMessage({ id: messages.deleteBody })}
    </AlertDialog>
  );
  return { toggle: (record: T) => toggling.mutate(record), askToDelete: setPendingDelete, confirmDelete };
}
