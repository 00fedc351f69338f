import { describe, expect, it } from 'vitest';
import { localePath, localeRedirectTarget, switchLocalePath } from './localePath';

describe('localeRedirectTarget', () => {
  it('sends the root to Arabic', () => {
    expect(localeRedirectTarget('/')).toBe('/ar');
  });
  it('adds the default prefix to a path without one, keeping query and hash', () => {
    expect(localeRedirectTarget('/about', '?x=1', '#team')).toBe('/ar/about?x=1#team');
    expect(localeRedirectTarget('/provider-dashboard/salons', '?page=2')).toBe('/ar/provider-dashboard/salons?page=2');
  });
  it('replaces an unknown language prefix with the default', () => {
    expect(localeRedirectTarget('/fr/about')).toBe('/ar/about');
    expect(localeRedirectTarget('/de')).toBe('/ar');
  });
  it('leaves supported prefixes alone', () => {
    for (const l of ['ar', 'en', 'tr', 'ur']) expect(localeRedirectTarget(`/${l}/contact`)).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it('keeps the path, query and hash', () => {
    expect(switchLocalePath('/ar/provider-dashboard/salons', '?page=2&sort=-name', '#x', 'en')).toBe(
      '/en/provider-dashboard/salons?page=2&sort=-name#x',
    );
  });
  it('works from the home page', () => {
    expect(switchLocalePath('/ur', '', '', 'tr')).toBe('/tr');
  });
});

describe('localePath', () => {
  it('prefixes paths', () => {
    expect(localePath('en', '/about')).toBe('/en/about');
    expect(localePath('ar')).toBe('/ar');
    expect(localePath('tr', 'contact')).toBe('/tr/contact');
  });
});
