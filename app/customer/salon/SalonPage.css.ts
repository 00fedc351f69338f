import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const cover = style({
  display: 'block',
  inlineSize: `calc(100% + 2 * ${vars.space.medium})`,
  maxInlineSize: 'none',
  blockSize: 'auto',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  marginBlockStart: `calc(-1 * ${vars.space.medium})`,
  marginInline: `calc(-1 * ${vars.space.medium})`,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.small, margin: 0 });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

export const openNow = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const closedNow = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, fontWeight: vars.fontWeight.bold });

export const week = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
export const weekCell = style({ paddingBlock: vars.space.xxsmall, textAlign: 'start' });
export const today = style({ fontWeight: vars.fontWeight.bold });

export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: vars.fontWeight.medium });

export const barbers = style({ display: 'flex', gap: vars.space.medium, overflowX: 'auto', listStyle: 'none', padding: 0, margin: 0 });
export const barber = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxsmall, minInlineSize: '72px', textAlign: 'center', fontSize: vars.fontSize.small });

export const caption = style({ color: vars.color.textMuted, textAlign: 'start', marginBlockEnd: vars.space.xsmall });
