import { useRef, useState, type ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['critical', 'primary'] as const;
type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** Controlled open state (or place it inside a `DialogTrigger`). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A question naming the action: "Cancel this reservation?" */
  title: ReactNode;
  /** What happens and whether it can be undone. */
  children: ReactNode;
  /** The verb of the action: "Cancel reservation". */
  confirmLabel: string;
  /** Defaults to "Cancel" in the current language. */
  cancelLabel?: string;
  /** `critical` for destructive actions (the default), `primary` for weighty but safe ones. */
  tone?: AlertDialogTone;
  /**
   * Runs the action. While its promise is pending the confirm button shows a spinner and the
   * dialog cannot be dismissed; it closes when the promise resolves. When it rejects the dialog
   * stays open with `errorMessage` so the user can retry or cancel.
   */
  onConfirm: () => unknown;
  /** Shown when `onConfirm` fails; defaults to a generic translated sentence. */
  errorMessage?: ReactNode;
}

/**
 * Confirmation before a destructive or irreversible action (`role="alertdialog"`). Focus starts on
 * Cancel, so Enter never destroys by accident; pressing outside does not dismiss it.
 */
export function AlertDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'critical',
  onConfirm,
  errorMessage,
}: AlertDialogProps) {
  const intl = useIntl();
  const [isPending, setPendingState] = useState(false);
  const [failed, setFailed] = useState(false);
  // The latest pending flag, read by the close handler of an earlier render.
  const pendingRef = useRef(false);
  const setPending = (pending: boolean) => {
    pendingRef.current = pending;
    setPendingState(pending);
  };

  const handleOpenChange = (open: boolean) => {
    if (!open && pendingRef.current) return;
    if (!open) setFailed(false);
    onOpenChange?.(open);
  };

  return (
    <Modal
      size="small"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
    >
      <Dialog
        role="alertdialog"
        title={title}
        hideCloseButton
        footer={({ close }) => (
          <>
            {/* The APG alert-dialog pattern: focus the least destructive action first. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button tone="neutral" onPress={close} isDisabled={isPending} autoFocus>
              {cancelLabel ?? intl.formatMessage({ id: 'ds.overlays.alertDialog.cancel' })}
            </Button>
            <Button
              tone={tone}
              isPending={isPending}
              onPress={async () => {
                setPending(true);
                setFailed(false);
                try {
                  await onConfirm();
                  setPending(false);
                  close();
                } catch {
                  setPending(false);
                  setFailed(true);
                }
              }}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <div className={styles.body}>
          {tone === 'critical' && (
            <span className={styles.iconBadge}>
              <Icon name="alert" />
            </span>
          )}
          <div className={styles.text}>
            <Text slot="description" elementType="div">
              {children}
            </Text>
            {failed && (
              <Alert tone="critical" live>
                {errorMessage ?? intl.formatMessage({ id: 'ds.overlays.alertDialog.failed' })}
              </Alert>
            )}
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
