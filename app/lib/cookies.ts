/** Minimal cookie helpers (the browser API is a string; these keep the attributes in one place). */

/**
 * `document.cookie` as read in the current task. Reading it asks the browser's network process
 * (Chrome: a synchronous call), and a page start sends about ten API requests in one task, each
 * reading the token: they share one read (issue 21 item 17). The copy is dropped when the task ends,
 * and at once when this page writes a cookie, so no read sees a value older than its own task.
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
