/**
 * Runs `callback` once the main thread is idle (requestIdleCallback, at most `timeout` ms later),
 * or after `timeout` where the browser has no idle callbacks. Returns the cancel function.
 * For work the first screen does not need: it then runs in its own short task instead of
 * lengthening the tasks that draw the screen (issue 21 item 17).
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(id);
}
