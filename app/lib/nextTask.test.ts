import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchInItsOwnTask, nextTask } from './nextTask';

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

describe('fetchInItsOwnTask', () => {
  it('starts the request after the calling task, with what it was given, and answers its response', async () => {
    const response = new Response('{}', { status: 200 });
    const fetch = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetch);
    const pending = fetchInItsOwnTask('/api/x', { method: 'POST' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(pending).resolves.toBe(response);
    expect(fetch).toHaveBeenCalledWith('/api/x', { method: 'POST' });
  });

  it('starts requests in the order they were asked for', async () => {
    const started: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (started.push(url), new Response(null, { status: 204 }))));
    await Promise.all(['/a', '/b', '/c'].map((url) => fetchInItsOwnTask(url)));
    expect(started).toEqual(['/a', '/b', '/c']);
  });
});
