import { describe, expect, it } from 'vitest';
import { normaliseSlug, pathInLocale, slugProblem } from './rules';

describe('slugProblem', () => {
  it('accepts lower-case letters, digits and inner hyphens, 3 to 60 long', () => {
    expect(slugProblem('elegance-salon')).toBeNull();
    expect(slugProblem('abc')).toBeNull();
    expect(slugProblem('a'.repeat(60))).toBeNull();
  });

  it('names a missing, too short or too long slug', () => {
    expect(slugProblem('')).toBe('onlineBooking.problem.slugMissing');
    expect(slugProblem('ab')).toBe('onlineBooking.problem.slugLength');
    expect(slugProblem('a'.repeat(61))).toBe('onlineBooking.problem.slugLength');
  });

  it('refuses hyphens at the ends, capitals and other letters', () => {
    for (const slug of ['-salon', 'salon-', 'Salon', 'صالون', 'salon.sa']) expect(slugProblem(slug), slug).toBe('onlineBooking.problem.slugForm');
  });
});

it('writes what the owner types as a slug', () => {
  expect(normaliseSlug('Elegance Salon_Riyadh')).toBe('elegance-salon-riyadh');
});

it('puts the public path in another language', () => {
  expect(pathInLocale('/ar/s/elegance', 'en')).toBe('/en/s/elegance');
  expect(pathInLocale('/ar/s/ar-salon', 'ur')).toBe('/ur/s/ar-salon');
});
