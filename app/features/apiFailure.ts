/**
 * What the flows need to know about a failed call. The API client normalises errors to
 * `{ status, message, code?, retry_after? }` (its `ApiError` class spells the last one
 * `retryAfter`); anything else (a network failure, a bug) reads as a 500.
 */
export interface ApiFailure {
  status: number;
  message: string;
  code: string | undefined;
  /** Seconds the server asks us to wait (429). */
  retryAfter: number | undefined;
}

function field(source: object, key: string): unknown {
  return (source as Record<string, unknown>)[key];
}

export function readApiFailure(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null) {
    return { status: 500, message: String(error), code: undefined, retryAfter: undefined };
  }
  const status = field(error, 'status');
  const message = field(error, 'message');
  const code = field(error, 'code');
  const retryAfter = field(error, 'retry_after') ?? field(error, 'retryAfter');
  return {
    status: typeof status === 'number' && status >= 400 ? status : 500,
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'string' ? code : undefined,
    retryAfter: typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0 ? Math.ceil(retryAfter) : undefined,
  };
}

