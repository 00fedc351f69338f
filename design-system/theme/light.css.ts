import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightColors } from './palette';
import { sharedTokens } from './tokens';

/** Light theme. Contrast of text roles against surface is ≥ 4.5:1 (WCAG AA). */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: lightColors,
  shadow: {
    small: '0 1px 2px rgba(17, 20, 24, 0.08)',
    medium: '0 4px 12px rgba(17, 20, 24, 0.12)',
    large: '0 12px 32px rgba(17, 20, 24, 0.18)',
  },
});
