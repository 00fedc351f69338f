import { describe, expect, it } from 'vitest';
import { chromaticModes, modeGlobals, reviewModes } from './modes';

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
  it('crosses themes too when given', () => {
    expect(chromaticModes(['ar'], ['phone'], ['light', 'dark'])).toEqual({
      'ar-light-phone': { locale: 'ar', theme: 'light', viewport: 375 },
      'ar-dark-phone': { locale: 'ar', theme: 'dark', viewport: 375 },
    });
  });
});

describe('the review matrix', () => {
  it('is ar and en × light and dark × phone and desktop', () => {
    expect(Object.keys(reviewModes).sort()).toEqual(
      ['ar-dark-desktop', 'ar-dark-phone', 'ar-light-desktop', 'ar-light-phone', 'en-dark-desktop', 'en-dark-phone', 'en-light-desktop', 'en-light-phone'],
    );
    expect(reviewModes['en-dark-phone']).toEqual({ locale: 'en', theme: 'dark', viewport: 375 });
  });
  it('gives the visual layer its globals and width', () => {
    expect(modeGlobals(reviewModes['ar-dark-desktop'])).toEqual({ globals: 'locale:ar;theme:dark', width: 1280 });
    expect(modeGlobals({ locale: 'en', viewport: 375 })).toEqual({ globals: 'locale:en', width: 375 });
  });
});
