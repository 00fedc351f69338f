import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true after: a control that
 * needs the page's code stays disabled until the code is there, so nothing pressed before is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
