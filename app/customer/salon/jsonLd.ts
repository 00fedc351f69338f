import type { PublicSalon } from '../types';

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Halalas as a plain SAR amount (`45`, `52.5`), as schema.org wants numbers written. */
const sar = (halalas: number) => String(Math.round(halalas) / 100);

/** A salon's price range as schema.org reads it: `SAR 45–120` (one price: `SAR 45`). */
export function priceRange(services: ReadonlyArray<{ price: number }>): string | undefined {
  if (services.length === 0) return undefined;
  const prices = services.map((service) => service.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `SAR ${sar(low)}` : `SAR ${sar(low)}–${sar(high)}`;
}

/**
 * The salon as a schema.org `HairSalon` (search engines and maps read it): name, address, where it
 * is, its phone, photos, weekly opening hours, price range and its page. Overnight hours close
 * after midnight, which schema.org writes as a closing time earlier than the opening.
 */
export function salonJsonLd(salon: PublicSalon, pageUrl: string, absolute: (path: string) => string = (path) => path): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    '@id': pageUrl,
    name: salon.name,
    url: pageUrl,
  };
  if (salon.description) ld.description = salon.description;
  const images = [salon.cover_url, salon.logo_url].filter((url): url is string => Boolean(url)).map(absolute);
  if (images.length > 0) ld.image = images;
  if (salon.logo_url) ld.logo = absolute(salon.logo_url);
  // National form (`114567890`) to the international one search engines expect.
  if (salon.phone) ld.telephone = `+966${salon.phone}`;
  ld.address = {
    '@type': 'PostalAddress',
    streetAddress: salon.address,
    addressLocality: salon.city,
    addressCountry: 'SA',
  };
  if (salon.latitude !== null && salon.longitude !== null) ld.geo = { '@type': 'GeoCoordinates', latitude: salon.latitude, longitude: salon.longitude };
  ld.hasMap = salon.map_url;
  ld.openingHoursSpecification = salon.working_hours
    .filter((day) => day.is_open && day.opens_at && day.closes_at)
    .sort((a, b) => a.day - b.day)
    .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${schemaDays[day.day]}`, opens: day.opens_at, closes: day.closes_at }));
  const range = priceRange(salon.services);
  if (range) ld.priceRange = range;
  ld.currenciesAccepted = 'SAR';
  return ld;
}

/** JSON-LD as it goes into a `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonLdScript(ld: Record<string, unknown>): string {
  return JSON.stringify(ld).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');
}
