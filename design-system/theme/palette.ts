/**
 * The light theme's colours as plain values: light.css.ts builds the theme from them, and the
 * document's first paint (scripts/vite-app-shell.ts) draws the dashboard's frame in the same ones.
 * Contrast of text roles against surface is ≥ 4.5:1 (WCAG AA).
 */
export const lightColors = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f4f5f7',
  surfaceInverse: '#1c1f24',
  overlay: 'rgba(17, 20, 24, 0.55)',
  border: '#d5d9df',
  borderStrong: '#8a929c',
  text: '#1c1f24',
  textMuted: '#555d68',
  textInverse: '#ffffff',
  textOnBrand: '#ffffff',
  brand: '#6b3fa0',
  brandHover: '#5a3289',
  brandPressed: '#4a2873',
  brandSoft: '#f1eaf9',
  positive: '#1d7a46',
  positiveSoft: '#e3f4ea',
  caution: '#8a5a00',
  cautionSoft: '#fdf3dc',
  critical: '#c0262d',
  criticalHover: '#a11e24',
  criticalSoft: '#fde8e8',
  info: '#1d5fa8',
  infoSoft: '#e5effa',
  focusRing: '#2f6fe0',
} as const;
