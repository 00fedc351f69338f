import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** `small` for confirmations, `medium` for forms such as login, `large` for settings. */
  size?: ModalSize;
  /** Fill the whole screen below 768 px. Default: on for `medium` and `large`, off for `small`. */
  fullScreenOnPhone?: boolean;
  /** Usually one `<Dialog>`. */
  children: ReactNode;
}

/**
 * The modal layer: dims the page, traps focus inside, restores it to the trigger on close, and
 * hides the rest of the page from assistive tech. Escape closes it; a press outside closes it
 * unless `isDismissable={false}` (use that while a form would lose input). Put it inside a
 * `DialogTrigger` with a button, or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ size = 'medium', fullScreenOnPhone = size !== 'small', isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={[styles.overlay, fullScreenOnPhone ? styles.overlayFullScreenOnPhone : undefined].filter(Boolean).join(' ')}
    >
      <AriaModal className={styles.modal({ size, fullScreenOnPhone })}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
