import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/** Dark theme: the same contract, other colours. */
export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    surface: '#15171b',
    surfaceRaised: '#1e2127',
    surfaceSunken: '#0f1114',
    surfaceInverse: '#f4f5f7',
    overlay: 'rgba(0, 0, 0, 0.65)',
    border: '#343941',
    borderStrong: '#6b737e',
    text: '#eef0f3',
    textMuted: '#a9b0ba',
    textInverse: '#15171b',
    textOnBrand: '#ffffff',
    brand: '#9b6fd3',
    brandHover: '#ab84dc',
    brandPressed: '#bb99e4',
    brandSoft: '#2c2238',
    positive: '#4cc383',
    positiveSoft: '#17301f',
    caution: '#e5b44c',
    cautionSoft: '#33290f',
    critical: '#ff7a7f',
    criticalHover: '#ff969a',
    criticalSoft: '#3a1a1c',
    info: '#73a9ee',
    infoSoft: '#172a40',
    focusRing: '#8ab4ff',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
