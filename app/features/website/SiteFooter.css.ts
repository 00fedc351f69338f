import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const footer = style({
  marginBlockStart: 'auto',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xxlarge,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.controlMedium,
  minBlockSize: vars.size.controlMedium,
});

export const copyright = style({ margin: 0, fontSize: vars.fontSize.small });
