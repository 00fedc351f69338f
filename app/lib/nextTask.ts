/**
 * A promise that settles in a later task of the main thread (`scheduler.yield()` where the browser
 * has it, a message otherwise: neither is clamped like a timer, nor paused by a test's fake timers).
 * Work awaited after it leaves the current task, so a long one (a render that starts ten requests)
 * is cut where the browser may paint or answer a tap in between (issue 21 item 17).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `call`, started in a later task. Starting a request costs the main thread a millisecond or more
 * (building it, reading its token, the browser's network bookkeeping), and a screen's first render
 * starts about ten: in the rendering task they added up to a long task; each now takes a short one.
 */
export function inItsOwnTask<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return async (...args) => {
    await nextTask();
    return call(...args);
  };
}
