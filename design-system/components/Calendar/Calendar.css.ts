import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, inlineSize: 'fit-content', maxInlineSize: '100%' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const titles = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium, fontWeight: vars.fontWeight.bold });

export const hijriMonths = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({
  paddingBlockEnd: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  minBlockSize: vars.size.controlMedium,
  marginBlock: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-today]': { boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.brand}` },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
    '&[data-disabled], &[data-unavailable]': { cursor: 'not-allowed', color: vars.color.textMuted, textDecoration: 'line-through', background: 'transparent' },
    '&[data-invalid][data-selected]': { background: vars.color.critical },
  },
});

/** In a range, the days between the ends are tinted, the ends filled. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.text, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.brand, color: vars.color.textOnBrand, borderRadius: vars.radius.medium },
  },
});

export const hijriDay = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: 1,
  opacity: 0.75,
});

export const footer = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted, textAlign: 'start' });

export const error = style({ fontSize: vars.fontSize.small, color: vars.color.critical });
