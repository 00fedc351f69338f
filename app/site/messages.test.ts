import { describe, expect, it } from 'vitest';
import { siteCatalogPart } from '../i18n/catalogAreas';
import { locales } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';
import { moreCatalogs } from './catalogs/more';
import { loadSiteMessages } from './messages';

const everyCatalog = import.meta.glob<Messages>(['../i18n/messages/*/*.json', '../../design-system/i18n/messages/*/*.json'], {
  eager: true,
  import: 'default',
});
const idsOf = (locale: string, part: 'site' | 'more') =>
  Object.entries(everyCatalog)
    .filter(([file]) => file.includes(`/messages/${locale}/`) && siteCatalogPart(file) === part)
    .flatMap(([, catalog]) => Object.keys(catalog))
    .sort();

describe("the website's catalogs", () => {
  it.each(locales)('%s: the first-paint module holds exactly the areas the build puts in its chunk', async (locale) => {
    const site = await loadSiteMessages(locale);
    expect(Object.keys(site).sort()).toEqual(idsOf(locale, 'site'));
    expect(site['website.meta.brand']).toBeTruthy();
  });

  it('load the sign-in and form areas (and only those) with the pages that need them', async () => {
    const fromRoot = (file: string) => file.replace(/^(\.\.\/)+/, '');
    const files = Object.keys(everyCatalog).filter((file) => siteCatalogPart(file) === 'more');
    expect(Object.keys(moreCatalogs).map(fromRoot).sort()).toEqual(files.map(fromRoot).sort());
    expect(files).toHaveLength(4 * 6);
    const full = await loadSiteMessages('ur', 'full');
    expect(Object.keys(full).sort()).toEqual([...idsOf('ur', 'site'), ...idsOf('ur', 'more')].sort());
  });

  it("hold the website's words as the app has them, and not the dashboards'", async () => {
    const full = await loadSiteMessages('ar', 'full');
    const all = await loadMessages('ar');
    for (const [id, text] of Object.entries(full)) expect(all[id]).toEqual(text);
    expect(Object.keys(full).some((id) => id.startsWith('reservations.'))).toBe(false);
    expect(Object.keys(all).some((id) => id.startsWith('reservations.'))).toBe(true);
  });

  it('say when they have loaded, so a part waiting on them does not wait again', async () => {
    const full = loadSiteMessages('en', 'full');
    await full;
    expect(loadSiteMessages('en', 'full')).toBe(full);
    expect(full.status).toBe('fulfilled');
    expect(full.value?.['authScreens.register.submit']).toBeTruthy();
  });
});
