import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

// The foundations pages draw tokens with the tokens themselves; only their own chrome is here.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, maxInlineSize: vars.size.contentMax });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '70ch' });

export const themes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: vars.space.large });

/** A theme's own surface: the theme class on it re-binds every token inside. */
export const themePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const head = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium }]);

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall });

export const swatch = style({
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlSmall,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const bar = style({ blockSize: vars.space.large, background: vars.color.brand, borderRadius: vars.radius.small });

export const box = style({
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  background: vars.color.brandSoft,
  border: `${vars.size.borderWidth} solid ${vars.color.brand}`,
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '6rem',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', gap: vars.space.xlarge, padding: vars.space.medium });

export const specimen = style({ margin: 0, overflowWrap: 'anywhere' });

/** Urdu is set in Nastaliq, with the taller lines the app gives it (theme/global.css.ts). */
export const urdu = style({ fontFamily: `"Noto Nastaliq Urdu", ${vars.font.body}` });

export const iconGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const iconGlyph = style({ fontSize: vars.fontSize.xxlarge, color: vars.color.text });

export const curve = style({ inlineSize: '8rem', blockSize: '8rem', color: vars.color.brand, overflow: 'visible' });
