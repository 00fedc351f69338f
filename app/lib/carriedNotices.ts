/**
 * Notices that outlive a document change. Signing in on the website ends with the website handing
 * over to the app's document (a full load): a notice raised just before ("You are signed in.")
 * would be lost with the old document. The website writes what is on screen to a one-shot record
 * in sessionStorage as it leaves; the app shows it once on start and removes it.
 */
import { toast, toastQueue, type ToastContent, type ToastQueueOf, type Toaster } from '../../design-system/components/Toast/toastQueue';

export const CARRIED_NOTICES_KEY = 'mawid.carriedNotices';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the notices on screen for the next document of this tab. */
export function carryNotices(queue: ToastQueueOf = toastQueue): void {
  const notices = queue.visibleToasts.map(({ content: { tone, message, title } }): ToastContent => ({ tone, message, ...(title ? { title } : {}) }));
  if (notices.length === 0) return;
  try {
    session()?.setItem(CARRIED_NOTICES_KEY, JSON.stringify(notices));
  } catch {
    // Storage full or off: the notice is lost, as before.
  }
}

/** Shows, once, what the previous document carried over. */
export function showCarriedNotices(toaster: Toaster = toast): void {
  const store = session();
  const text = store?.getItem(CARRIED_NOTICES_KEY);
  if (!store || !text) return;
  store.removeItem(CARRIED_NOTICES_KEY);
  let notices: unknown;
  try {
    notices = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(notices)) return;
  for (const notice of notices as Partial<ToastContent>[]) {
    if (typeof notice?.message !== 'string' || typeof notice.tone !== 'string') continue;
    toaster.show(notice.tone, notice.message, notice.title ? { title: notice.title } : {});
  }
}
