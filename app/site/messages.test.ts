import { describe, expect, it } from 'vitest';
import { isSiteCatalog } from '../i18n/catalogAreas';
import { loadMessages } from '../i18n/messages';
import { loadSiteMessages, siteCatalogs } from './messages';

const everyCatalog = Object.keys(
  import.meta.glob(['../i18n/messages/*/*.json', '../../design-system/i18n/messages/*/*.json']),
);

describe("the website's catalogs", () => {
  it('are exactly the areas the build puts in the website chunk, in every locale', () => {
    expect(Object.keys(siteCatalogs).sort()).toEqual(everyCatalog.filter(isSiteCatalog).sort());
    expect(Object.keys(siteCatalogs)).toHaveLength(4 * 11);
  });

  it("hold the website's words and not the dashboards'", async () => {
    const site = await loadSiteMessages('ar');
    const all = await loadMessages('ar');
    expect(site['website.meta.brand']).toBeTruthy();
    for (const [id, text] of Object.entries(site)) expect(all[id]).toEqual(text);
    expect(Object.keys(site).some((id) => id.startsWith('reservations.'))).toBe(false);
    expect(Object.keys(all).some((id) => id.startsWith('reservations.'))).toBe(true);
  });
});
