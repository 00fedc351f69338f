import { afterEach, describe, expect, it, vi } from 'vitest';
import { inItsOwnTask, nextTask } from './nextTask';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('settles after the current task has finished, microtasks included', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('this task');
    await later;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('uses the browser scheduler where there is one', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});

describe('inItsOwnTask', () => {
  it('calls after the calling task, with what it was given, and answers what the call answers', async () => {
    const call = vi.fn(async (url: string, init: { method: string }) => `${init.method} ${url}`);
    const pending = inItsOwnTask(call)('/api/x', { method: 'POST' });
    expect(call).not.toHaveBeenCalled();
    await expect(pending).resolves.toBe('POST /api/x');
    expect(call).toHaveBeenCalledWith('/api/x', { method: 'POST' });
  });

  it('keeps the order the calls were asked in', async () => {
    const started: string[] = [];
    const call = inItsOwnTask(async (url: string) => void started.push(url));
    await Promise.all(['/a', '/b', '/c'].map((url) => call(url)));
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('passes a failure on', async () => {
    await expect(inItsOwnTask(async () => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
  });
});
