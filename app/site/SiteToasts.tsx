import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '../../design-system/components/Toast/toastQueue';

const ToastRegion = lazy(() => import('../../design-system/components/Toast/Toast').then((m) => ({ default: m.ToastRegion })));

const subscribe = (listener: () => void) => toastQueue.subscribe(listener);
let needed = false;
const regionNeeded = () => (needed ||= toastQueue.visibleToasts.length > 0);

/**
 * The app's toast region, loaded with the first toast: a visit that never raises one (most of the
 * website's) does not ship it. Once loaded it stays, as the app's own region does.
 */
export function SiteToasts() {
  return useSyncExternalStore(subscribe, regionNeeded, () => false) ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
