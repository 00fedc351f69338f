import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The Hijri date under or beside a Gregorian one: smaller and quieter, so the two read as one date. */
export const hijriDate = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const inline = style({ display: 'inline', marginInlineStart: vars.space.small });
