import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
  resize: 'vertical',
  minBlockSize: `calc(${vars.lineHeight.medium} * 3)`,
});

export const footer = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.small });

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const countOver = style({ color: vars.color.critical });
