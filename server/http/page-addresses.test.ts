// Which addresses the web app answers with a page (the rest are files or the API): a reminder's
// opt-out link ends in a signed token with a dot, and is a page all the same (issue 19).
import { describe, expect, it } from 'vitest';
import { asksForPage } from './error-handler';

describe('page addresses', () => {
  it('a reminder’s opt-out link is a page, though its token reads like a file name', () => {
    expect(asksForPage('GET', '/ar/reminders-off/3f.5Hc2vW0yQ1mXo3Jp8Ld7aA')).toBe(true);
    expect(asksForPage('HEAD', '/en/reminders-off/1.AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });

  it('files, the API and uploads are not pages; nor is a POST', () => {
    for (const path of ['/assets/app-3f2a.js', '/favicon.svg', '/ar/reminders-off/x/y.js', '/api/health', '/uploads/salons/a.png']) expect(asksForPage('GET', path), path).toBe(false);
    expect(asksForPage('POST', '/ar/reminders-off/3f.abc')).toBe(false);
    expect(asksForPage('GET', '/ar/s/elegance-salon')).toBe(true);
  });
});
