import { describe, expect, it } from 'vitest';
import { chromaticModes } from './modes';

describe('chromaticModes', () => {
  it('crosses locales with phone and desktop widths', () => {
    expect(chromaticModes(['ar', 'en'])).toEqual({
      'ar-phone': { locale: 'ar', viewport: 375 },
      'ar-desktop': { locale: 'ar', viewport: 1280 },
      'en-phone': { locale: 'en', viewport: 375 },
      'en-desktop': { locale: 'en', viewport: 1280 },
    });
  });
  it('can limit the viewports', () => {
    expect(Object.keys(chromaticModes(['ur'], ['desktop']))).toEqual(['ur-desktop']);
  });
});
