import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
