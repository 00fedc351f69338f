import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: vars.space.none,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const label = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const trend = recipe({
  base: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
      neutral: { color: vars.color.textMuted },
    },
  },
});

export const change = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const period = style({ color: vars.color.textMuted });

export const placeholderValue = style({ blockSize: vars.lineHeight.xxlarge, inlineSize: '50%' });
export const placeholderTrend = style({ inlineSize: '70%' });
