/** Minimal cookie helpers (the browser API is a string; these keep the attributes in one place). */

/**
 * `document.cookie` as read a moment ago. Reading it asks the browser's network process (Chrome: a
 * synchronous call), and a page start reads it many times in a few milliseconds (the session's
 * restore, the guards, the token of each of about ten API requests): they share one read (issue 21
 * item 17). The copy is dropped by a timer set at the first read, so within a few milliseconds, and
 * at once when this page writes a cookie: this page always reads its own writes; another tab's
 * write is seen once the timer has run.
 */
let jar: string | null = null;
function cookieJar(): string {
  if (jar === null) {
    jar = document.cookie;
    setTimeout(() => (jar = null), 0);
  }
  return jar;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  jar = null;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = cookieJar().split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function removeCookie(name: string): void {
  jar = null;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
