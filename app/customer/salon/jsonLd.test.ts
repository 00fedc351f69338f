import { describe, expect, it } from 'vitest';
import type { PublicSalon } from '../types';
import { jsonLdScript, priceRange, salonJsonLd } from './jsonLd';

const salon: PublicSalon = {
  id: 1,
  slug: 'elegance',
  name: 'Elegance Salon',
  name_ar: 'صالون الأناقة',
  name_en: 'Elegance Salon',
  name_tr: null,
  name_ur: null,
  description: 'A full men’s salon in Olaya',
  address: 'King Fahd Road, Olaya',
  city: 'Riyadh',
  latitude: 24.6911,
  longitude: 46.6853,
  map_url: 'https://www.google.com/maps/search/?api=1&query=24.6911%2C46.6853',
  phone: '114567890',
  timezone: 'Asia/Riyadh',
  logo_url: '/uploads/salons/logo.png',
  cover_url: null,
  working_hours: [
    { day: 5, is_open: true, opens_at: '16:00', closes_at: '23:30', breaks: [] },
    { day: 0, is_open: true, opens_at: '10:00', closes_at: '23:00', breaks: [] },
    { day: 6, is_open: false, opens_at: null, closes_at: null, breaks: [] },
  ],
  services: [
    { id: 3, name: 'Haircut', description: null, price: 5000, duration_minutes: 30 },
    { id: 4, name: 'Beard', description: null, price: 2550, duration_minutes: 15 },
  ],
  barbers: [],
  rules: { horizon_days: 30, min_notice_minutes: 60, change_cutoff_hours: 3, auto_confirm: true },
  content_version: 'v1',
};

describe('the salon as schema.org HairSalon', () => {
  const ld = salonJsonLd(salon, 'https://mawid.example/en/s/elegance', (path) => `https://mawid.example${path}`);

  it('names it, its page, address, place, phone and pictures', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: 'Elegance Salon',
      url: 'https://mawid.example/en/s/elegance',
      telephone: '+966114567890',
      address: { '@type': 'PostalAddress', streetAddress: 'King Fahd Road, Olaya', addressLocality: 'Riyadh', addressCountry: 'SA' },
      geo: { '@type': 'GeoCoordinates', latitude: 24.6911, longitude: 46.6853 },
      image: ['https://mawid.example/uploads/salons/logo.png'],
      logo: 'https://mawid.example/uploads/salons/logo.png',
    });
  });

  it('gives the open days’ hours, Sunday first, and leaves out a closed day', () => {
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '16:00', closes: '23:30' },
    ]);
  });

  it('gives the price range in SAR from the cheapest to the dearest service', () => {
    expect(ld.priceRange).toBe('SAR 25.5–50');
    expect(priceRange([{ price: 4000 }])).toBe('SAR 40');
    expect(priceRange([])).toBeUndefined();
  });

  it('cannot close its script element, whatever a salon’s name says', () => {
    const script = jsonLdScript(salonJsonLd({ ...salon, name: '</script><script>alert(1)</script>' }, 'https://x'));
    expect(script).not.toContain('</script>');
    expect((JSON.parse(script) as { name: string }).name).toBe('</script><script>alert(1)</script>');
  });
});
