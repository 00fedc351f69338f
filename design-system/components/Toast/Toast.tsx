import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toneDetails } from '../Alert/tones';
import { CloseButton } from '../Dialog/CloseButton';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Toast.css';
import { toastQueue, type ToastQueueOf } from './toastQueue';

export interface ToastRegionProps {
  /** Defaults to the app's shared queue (the one `toast.*` feeds); stories pass their own. */
  queue?: ToastQueueOf;
}

/**
 * Where toasts appear: top centre, newest on top, each gone after `TOAST_TIMEOUT_MS`. Mount it
 * once near the root. Each toast is announced (`role="alert"`) with its tone as a word; the
 * timers pause while the pointer is over a toast or focus is inside the region (F6 reaches it).
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'ds.feedback.toast.close' });
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={intl.formatMessage({ id: 'ds.feedback.toast.region' })}>
      {({ toast }) => {
        const { tone, message, title } = toast.content;
        return (
          <AriaToast toast={toast} className={styles.toast({ tone })} data-tone={tone}>
            <span className={styles.icon({ tone })}>
              <Icon name={toneDetails[tone].icon} />
            </span>
            <AriaToastContent className={styles.content}>
              <VisuallyHidden>{intl.formatMessage({ id: toneDetails[tone].messageId })}: </VisuallyHidden>
              {title ? (
                <>
                  <Text slot="title" className={styles.title}>
                    {title}
                  </Text>
                  <Text slot="description">{message}</Text>
                </>
              ) : (
                <Text slot="title">{message}</Text>
              )}
            </AriaToastContent>
            <CloseButton slot="close" label={closeLabel} className={styles.close} />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
