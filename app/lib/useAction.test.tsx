import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction';

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the request runs, then holds its answer and reports it', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction((name: string) => answer.promise.then((v) => `${v} ${name}`), { onSuccess }));
    expect(result.current.isPending).toBe(false);
    act(() => {
      void result.current.run('Sara');
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('hello'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, isError: false, data: 'hello Sara' });
    expect(onSuccess).toHaveBeenCalledWith('hello Sara', 'Sara');
  });

  it('holds a failure, a thrown one too, and clears it on reset', async () => {
    const onError = vi.fn();
    const failure = new Error('422');
    const { result } = renderHook(() =>
      useAction<void, never>(
        () => {
          throw failure;
        },
        { onError },
      ),
    );
    act(() => {
      void result.current.run();
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isError: false, isPending: false, error: undefined });
  });

  it('hands back a promise that settles once the request has, never rejecting (a Form waits on it)', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useAction(() => answer.promise));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run();
    });
    let settled = false;
    void done.then(() => (settled = true));
    await act(async () => Promise.resolve());
    expect(settled).toBe(false);
    await act(async () => answer.reject(new Error('409')));
    await expect(done).resolves.toBeUndefined();
    expect(result.current.isError).toBe(true);
  });

  it('reports only the latest run when an earlier one answers late', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const requests = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction<void, number>(() => requests.shift()!.promise, { onSuccess }));
    act(() => {
      void result.current.run();
    });
    act(() => {
      void result.current.run();
    });
    await act(async () => second.resolve(2));
    await act(async () => first.resolve(1));
    expect(result.current.data).toBe(2);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(2, undefined);
  });
});
