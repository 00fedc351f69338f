import { describe, expect, it } from 'vitest';
import { sitePageList, sitePageOf, sitePages } from './pages';

describe("the website's one list of pages", () => {
  it.each(sitePageList)("'%s': the module file the server looks up is the one the routers load the page from", async (page) => {
    const { module, load } = sitePages[page];
    expect(Object.values(await import(/* @vite-ignore */ `/${module}`))).toContain(await load());
  });

  it('names the page of an address, with its language, and nothing else', () => {
    expect(sitePageOf('/ar', ['ar', 'en'])).toEqual({ locale: 'ar', page: '' });
    expect(sitePageOf('/en/auth/reset-pass?x=1', ['ar', 'en'])).toEqual({ locale: 'en', page: 'auth/reset-pass' });
    expect(sitePageOf('/en/provider-dashboard', ['ar', 'en'])).toBeNull();
    expect(sitePageOf('/fr/about', ['ar', 'en'])).toBeNull();
  });
});
