import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, normaliseError, toFormData, tokenKindFor, unwrap, type ApiClientDeps } from './client';

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function setup(respond: (request: Request) => Response | Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
  const requests: Recorded[] = [];
  const deps = {
    baseUrl: 'http://localhost/api',
    getLocale: vi.fn<() => string>(() => 'en'),
    getToken: vi.fn((kind: string) => ({ provider: 'Bearer provider-token', focus: 'Bearer focus-token' })[kind]),
    genericMessage: () => 'Oops...Something went wrong.',
    onFailure: vi.fn(),
    fetch: (async (input: RequestInfo | URL) => {
      const request = input as Request;
      const body = request.body ? await request.clone().text() : undefined;
      requests.push({ url: request.url, method: request.method, headers: request.headers, body });
      return respond(request);
    }) as typeof fetch,
    ...overrides,
  };
  return { client: createApiClient(deps), deps, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('request headers', () => {
  it('sends Accept, JSON Content-Type and Accept-Language from the current locale', async () => {
    const { client, requests } = setup(() => json(200, { data: { mobile: '500000001', resend_in: 60 }, message: '' }), {
      getLocale: () => 'ur',
    });
    await client.POST('/provider/auth/login', { body: { mobile: '500000001', country_code: '+966' } });
    const [sent] = requests;
    expect(sent!.url).toBe('http://localhost/api/provider/auth/login');
    expect(sent!.headers.get('Accept')).toBe('application/json');
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
    expect(sent!.headers.get('Accept-Language')).toBe('ur');
    expect(JSON.parse(sent!.body as string)).toEqual({ mobile: '500000001', country_code: '+966' });
  });

  it('sends all three on a GET and on a POST without a body too', async () => {
    const { client, requests } = setup(() => json(200, { data: {}, message: '' }), { getLocale: () => 'tr' });
    await client.GET('/website/settings');
    await client.POST('/focus/auth/logout');
    for (const sent of requests) {
      expect(sent.headers.get('Accept')).toBe('application/json');
      expect(sent.headers.get('Content-Type')).toBe('application/json');
      expect(sent.headers.get('Accept-Language')).toBe('tr');
      expect(sent.body).toBeUndefined();
    }
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('sends the provider token on provider paths and the focus token on focus paths', async () => {
    const { client, requests } = setup(() => json(200, { data: {}, message: '' }));
    await client.GET('/provider/auth/profile');
    await client.GET('/focus/auth/profile');
    await client.GET('/website/settings');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer provider-token');
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer focus-token');
    expect(requests[2]!.headers.get('Authorization')).toBeNull();
  });

  it('keeps the token a caller names over what is stored (logging out a session this browser is forgetting)', async () => {
    // The provider cookie is already gone; a new sign-in has already stored another focus token.
    const stored: Record<string, string | undefined> = { provider: undefined, focus: 'Bearer new-focus-token' };
    const { client, requests } = setup(() => json(200, { data: null, message: '' }), { getToken: (kind) => stored[kind] });
    await client.POST('/provider/auth/logout', { body: { device_token: null }, headers: { Authorization: 'Bearer old-provider-token' } });
    await client.POST('/focus/auth/logout', { headers: { Authorization: 'Bearer old-focus-token' } });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer old-provider-token', 'Bearer old-focus-token']);
    // Without a named token, the stored one (or none).
    await client.GET('/focus/auth/profile');
    await client.GET('/provider/auth/profile');
    expect(requests.slice(2).map((r) => r.headers.get('Authorization'))).toEqual(['Bearer new-focus-token', null]);
  });

  it('sends uploads as multipart with the boundary the browser chooses', async () => {
    const { client, requests } = setup(() => json(200, { data: { path: 'salons', file: 'a.png', url: '/uploads/salons/a.png' }, message: '' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await client.POST('/company/uploader', {
      body: toFormData({ path: 'salons', file }) as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer provider-token');
  });
});

describe('token choice', () => {
  it('follows the path', () => {
    expect(tokenKindFor('/provider/salons')).toEqual(['provider']);
    expect(tokenKindFor('/focus/packages')).toEqual(['focus']);
    expect(tokenKindFor('/company/room')).toEqual(['company']);
    expect(tokenKindFor('/company/uploader')).toEqual(['company', 'provider', 'focus']);
    expect(tokenKindFor('/locations/countries')).toEqual([]);
  });
});

describe('errors', () => {
  it('normalises to { status, message } from code/message, defaulting the status to 500', () => {
    const error = normaliseError(409, { code: 'slot_taken', message: 'The slot is taken' }, 'fallback');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('slot_taken');
    expect(error.message).toBe('The slot is taken');
    expect(normaliseError(undefined, null, 'fallback')).toMatchObject({ status: 500, message: 'fallback' });
    expect(normaliseError(400, { error: 'Bad thing' }, 'fallback').message).toBe('Bad thing');
  });

  it('hands every failure, normalised, to onFailure with its contract path, and unwrap rejects with it', async () => {
    const { client, deps } = setup(() =>
      json(422, { code: 'validation_failed', message: 'The IBAN is invalid', errors: { iban: ['The IBAN is invalid'] } }),
    );
    const failure = unwrap(client.GET('/provider/salons/{id}', { params: { path: { id: 7 } } }));
    await expect(failure).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: { iban: ['The IBAN is invalid'] } });
    expect(deps.onFailure).toHaveBeenCalledOnce();
    expect(deps.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 422, message: 'The IBAN is invalid' }), '/provider/salons/{id}');
  });

  it('a success is not a failure', async () => {
    const { client, deps } = setup(() => json(200, { data: [], message: '' }));
    await unwrap(client.GET('/provider/salons'));
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('keeps retry_after of a 429 for the resend countdown', async () => {
    const { client } = setup(() => json(429, { code: 'too_many_requests', message: 'Wait', retry_after: 42 }, { 'Retry-After': '42' }));
    await expect(unwrap(client.POST('/provider/auth/login', { body: { mobile: '500000001', country_code: '+966' } }))).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    });
  });

  it('a network failure becomes the generic fallback with status 500', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/website/settings')).rejects.toMatchObject({ status: 500, message: 'Oops...Something went wrong.' });
    expect(deps.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500, message: 'Oops...Something went wrong.' }), '/website/settings');
  });

  it('an error body without a message falls back to the generic text', async () => {
    const { client, deps } = setup(() => new Response('<html>gateway</html>', { status: 502 }));
    await expect(unwrap(client.GET('/website/settings'), 'Oops...Something went wrong.')).rejects.toMatchObject({ status: 502 });
    expect(deps.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 502, message: 'Oops...Something went wrong.' }), '/website/settings');
  });
});
