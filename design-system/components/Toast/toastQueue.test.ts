import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS, createToastQueue, createToaster, type ToastQueueOf } from './toastQueue';

describe('toast API', () => {
  let queue: ToastQueueOf;
  let toast: ReturnType<typeof createToaster>;

  beforeEach(() => {
    vi.useFakeTimers();
    queue = createToastQueue();
    toast = createToaster(queue);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each tone with its message, newest first', () => {
    toast.positive('Saved');
    toast.critical('Could not save');
    toast.info('Syncing');
    toast.caution('Package expires soon');
    expect(queue.visibleToasts.map((t) => [t.content.tone, t.content.message])).toEqual([
      ['caution', 'Package expires soon'],
      ['info', 'Syncing'],
      ['critical', 'Could not save'],
      ['positive', 'Saved'],
    ]);
  });

  it('removes a toast after exactly TOAST_TIMEOUT_MS once its timer runs', () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    const onClose = vi.fn();
    const key = toast.positive('Saved', { onClose })!;
    // The region starts the timer when the toast renders (React Aria's useToast); start it here.
    queue.visibleToasts.find((t) => t.key === key)!.timer!.reset(TOAST_TIMEOUT_MS);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(queue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.visibleToasts).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast while paused and removes it after the remaining time', () => {
    toast.critical('Network error');
    const [shown] = queue.visibleToasts;
    shown!.timer!.reset(TOAST_TIMEOUT_MS);
    vi.advanceTimersByTime(1000);
    queue.pauseAll();
    vi.advanceTimersByTime(10_000);
    expect(queue.visibleToasts).toHaveLength(1);
    queue.resumeAll();
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1000);
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it('ignores an empty message and changes nothing', () => {
    expect(toast.critical('   ')).toBeNull();
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it('does not stack the same message twice while it is on screen', () => {
    const first = toast.critical('Network error');
    const second = toast.critical('Network error');
    expect(second).toBe(first);
    expect(queue.visibleToasts).toHaveLength(1);
    toast.positive('Network error');
    expect(queue.visibleToasts).toHaveLength(2);
  });

  it('closes by key and clears all', () => {
    const key = toast.info('One')!;
    toast.info('Two');
    toast.close(key);
    expect(queue.visibleToasts.map((t) => t.content.message)).toEqual(['Two']);
    toast.clear();
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it('carries an optional title', () => {
    toast.critical('The server did not answer.', { title: 'Not saved' });
    expect(queue.visibleToasts[0]!.content).toEqual({ tone: 'critical', message: 'The server did not answer.', title: 'Not saved' });
  });
});
