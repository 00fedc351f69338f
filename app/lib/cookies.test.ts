import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

const aTimerLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookies', () => {
  afterEach(() => removeCookie('session'));

  it('reads what this page wrote at once, and what it removed', () => {
    expect(getCookie('session')).toBeUndefined();
    setCookie('session', 'Bearer a b', 60);
    expect(getCookie('session')).toBe('Bearer a b');
    removeCookie('session');
    expect(getCookie('session')).toBeUndefined();
  });

  it('sees a cookie written elsewhere (another tab signing in) once a timer has run', async () => {
    expect(getCookie('session')).toBeUndefined();
    document.cookie = `session=${encodeURIComponent('Bearer other-tab')}; Path=/`;
    await aTimerLater();
    expect(getCookie('session')).toBe('Bearer other-tab');
  });
});
