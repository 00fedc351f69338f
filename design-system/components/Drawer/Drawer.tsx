import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseButton } from '../Dialog/CloseButton';
import * as styles from './Drawer.css';

export interface DrawerProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Names the drawer for assistive tech; shown in its header unless `header` replaces it. */
  title: string;
  /** Replaces the visible title in the header (e.g. the product logo); the title stays for screen readers. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel that slides in from the inline-start edge (the right edge in Arabic and Urdu):
 * the sidebar on phones. Focus is trapped inside and returns to the button that opened it;
 * Escape, the close button and a press on the dimmed page close it.
 */
export function Drawer({ title, header, children, ...props }: DrawerProps) {
  const intl = useIntl();
  return (
    <ModalOverlay {...props} isDismissable className={styles.overlay}>
      <AriaModal className={styles.drawer}>
        <AriaDialog className={styles.dialog} aria-label={header ? title : undefined}>
          <div className={styles.header}>
            {header ? (
              <div className={styles.title}>{header}</div>
            ) : (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            <CloseButton slot="close" label={intl.formatMessage({ id: 'ds.overlays.close' })} />
          </div>
          <div className={styles.body}>{children}</div>
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
