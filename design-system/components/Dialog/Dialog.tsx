import type { ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Text, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as textStyles from '../Text/Text.css';
import { CloseButton } from './CloseButton';
import * as styles from './Dialog.css';

type WithClose = (helpers: { close: () => void }) => ReactNode;

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className' | 'style'> {
  /** The visible title; it names the dialog for assistive tech (Heading slot). */
  title: ReactNode;
  /** A sentence under the title (muted). */
  description?: ReactNode;
  /** The content; a function receives `close`. */
  children?: ReactNode | WithClose;
  /** Actions at the end of the dialog (e.g. Cancel + Save); a function receives `close`. */
  footer?: ReactNode | WithClose;
  /** Hide the × button (only when the footer offers a way out). */
  hideCloseButton?: boolean;
}

/**
 * The content of a Modal (or Popover): a title, an optional description, the content, optional
 * footer actions and a close button named in the current language. Escape closes it.
 */
export function Dialog({ title, description, children, footer, hideCloseButton = false, ...props }: DialogProps) {
  const intl = useIntl();
  return (
    <AriaDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={[textStyles.heading({ size: 2 }), styles.title].join(' ')}>
              {title}
            </Heading>
            {!hideCloseButton && <CloseButton slot="close" label={intl.formatMessage({ id: 'ds.overlays.close' })} />}
          </div>
          <div className={styles.body}>
            {description != null && (
              <Text slot="description" elementType="p" className={styles.description}>
                {description}
              </Text>
            )}
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer != null && <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>}
        </>
      )}
    </AriaDialog>
  );
}

/** Opens the Modal/Popover next to it when its first child (a Button) is pressed. */
export { DialogTrigger };
