import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A one-off request a person starts (send a form, ask for a code again) and its state, for the
 * screens that need no server cache: the public website's forms. What TanStack Query's
 * `useMutation` gave them, without its cache and client (which the website does not otherwise
 * ship: app/site/). Never retried: a POST sent twice could register or send twice.
 */
export interface Action<Variables, Result> {
  /**
   * Starts the request; a newer run supersedes an older one still under way. The promise settles
   * (never rejects) once the request has: a Form stays busy until then.
   */
  run: (variables: Variables) => Promise<void>;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The last run's failure (while `isError`). */
  error: unknown;
  /** The last run's answer (while `isSuccess`). */
  data: Result | undefined;
  /** Back to idle (the message of a past run goes). */
  reset: () => void;
}

export interface ActionOptions<Variables, Result> {
  /** Called with the answer of the latest run. */
  onSuccess?: (data: Result, variables: Variables) => void;
  /** Called with the failure of the latest run. */
  onError?: (error: unknown, variables: Variables) => void;
}

type ActionState<Result> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: Result }
  | { status: 'error'; error: unknown };

export function useAction<Variables = void, Result = unknown>(
  perform: (variables: Variables) => Promise<Result>,
  options: ActionOptions<Variables, Result> = {},
): Action<Variables, Result> {
  const [state, setState] = useState<ActionState<Result>>({ status: 'idle' });
  // The latest function and callbacks, so a run started before a re-render reports to the current ones.
  const latest = useRef({ perform, options });
  useLayoutEffect(() => {
    latest.current = { perform, options };
  });
  const runs = useRef(0);

  const run = useCallback((variables: Variables) => {
    const id = ++runs.current;
    setState({ status: 'pending' });
    let request: Promise<Result>;
    try {
      request = latest.current.perform(variables);
    } catch (error) {
      request = Promise.reject(error);
    }
    return request.then(
      (data) => {
        if (id !== runs.current) return;
        setState({ status: 'success', data });
        latest.current.options.onSuccess?.(data, variables);
      },
      (error: unknown) => {
        if (id !== runs.current) return;
        setState({ status: 'error', error });
        latest.current.options.onError?.(error, variables);
      },
    );
  }, []);

  const reset = useCallback(() => {
    runs.current++;
    setState({ status: 'idle' });
  }, []);

  return {
    run,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : undefined,
    data: state.status === 'success' ? state.data : undefined,
  };
}
