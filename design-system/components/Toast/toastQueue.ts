import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { FeedbackTone } from '../Alert/tones';

/** How long a toast stays up, in milliseconds (paused while the pointer or focus is on it). */
export const TOAST_TIMEOUT_MS = 3000;
/** More than this many at once and the oldest wait in the queue. */
const TOAST_MAX_VISIBLE = 5;

export const toastTones = ['positive', 'critical', 'info', 'caution'] as const satisfies readonly FeedbackTone[];
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  /** The sentence to show, already translated (or the server's message). */
  message: string;
  /** An optional bold line above the message. */
  title?: string;
}

export interface ToastOptions {
  title?: string;
  /** Called when the toast goes, by timeout or by the close button. */
  onClose?: () => void;
}

export type ToastQueueOf = ToastQueue<ToastContent>;

/** A fresh queue (stories and tests use their own; the app uses the shared `toastQueue`). */
export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });
}

/** The application's one queue, shown by `<ToastRegion />`. */
export const toastQueue = createToastQueue();

/**
 * The imperative API over a queue. Returns the toast's key, or `null` when the message is empty.
 * A message identical to one already on screen (same tone and text) is not shown twice: a burst
 * of failing requests gives one toast, not five.
 */
export function createToaster(queue: ToastQueueOf) {
  const show = (tone: ToastTone, message: string, options: ToastOptions = {}): string | null => {
    const text = message.trim();
    if (text === '') return null;
    const same = queue.visibleToasts.find((t) => t.content.tone === tone && t.content.message === text && t.content.title === options.title);
    if (same) return same.key;
    return queue.add({ tone, message: text, title: options.title }, { timeout: TOAST_TIMEOUT_MS, onClose: options.onClose });
  };
  return {
    show,
    positive: (message: string, options?: ToastOptions) => show('positive', message, options),
    critical: (message: string, options?: ToastOptions) => show('critical', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    caution: (message: string, options?: ToastOptions) => show('caution', message, options),
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  };
}

export type Toaster = ReturnType<typeof createToaster>;

/**
 * Show a toast from anywhere, React or not (the API client calls `toast.critical(message)`).
 * It appears once `<ToastRegion />` is mounted.
 */
export const toast: Toaster = createToaster(toastQueue);
