import { api, call, COMPANY_TOKEN_COOKIE, storedToken } from '../../api';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';

/** The company token lives as long as the server says it is valid (86400 s). */
const COMPANY_TOKEN_SECONDS = 86_400;

/** Opens a company-room session with the provider token unless one is already kept. */
async function ensureCompanyToken(): Promise<void> {
  if (storedToken('company')) return;
  const { data } = await call(api.POST('/company/auth/token'));
  setCookie(COMPANY_TOKEN_COOKIE, `Bearer ${data.token}`, COMPANY_TOKEN_SECONDS);
}

/** The room (its name and when the session started), opening the session first when needed. */
export async function fetchCompanyRoom() {
  await ensureCompanyToken();
  const { data } = await call(api.GET('/company/room'));
  return data;
}

/** Closes the company session (a failed call is ignored: the token is forgotten either way). */
export async function leaveCompanyRoom(): Promise<void> {
  if (getCookie(COMPANY_TOKEN_COOKIE)) {
    await api.POST('/company/auth/logout').catch(() => undefined);
  }
  removeCookie(COMPANY_TOKEN_COOKIE);
}
