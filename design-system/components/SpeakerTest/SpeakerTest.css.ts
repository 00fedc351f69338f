import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small });

export const playing = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
