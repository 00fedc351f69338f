import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

export const frame = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surfaceSunken });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large, color: vars.color.brand, textDecoration: 'none' });

export const nav = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.small, fontSize: vars.fontSize.small });

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  boxSizing: 'border-box',
  minInlineSize: 0,
  outline: 'none',
});

export const footer = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  background: vars.color.surface,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
