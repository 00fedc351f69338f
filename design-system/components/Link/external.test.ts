import { describe, expect, it } from 'vitest';
import { isExternalHref } from './external';

describe('isExternalHref', () => {
  it('treats http(s) addresses on another origin as external', () => {
    expect(isExternalHref('https://instagram.com/mawid', 'https://mawid.sa')).toBe(true);
    expect(isExternalHref('HTTP://example.com', 'https://mawid.sa')).toBe(true);
    expect(isExternalHref('//cdn.example.com/a', 'https://mawid.sa')).toBe(true);
  });
  it('keeps in-app paths, same-origin addresses, mail and phone links internal', () => {
    expect(isExternalHref('/ar/about', 'https://mawid.sa')).toBe(false);
    expect(isExternalHref('https://mawid.sa/en/terms', 'https://mawid.sa')).toBe(false);
    expect(isExternalHref('mailto:hello@mawid.sa', 'https://mawid.sa')).toBe(false);
    expect(isExternalHref('tel:+966500000001', 'https://mawid.sa')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });
  it('calls any absolute address external when the current origin is unknown', () => {
    expect(isExternalHref('https://mawid.sa/x')).toBe(true);
  });
});
