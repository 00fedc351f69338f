import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The clock and its days on one line; on a very narrow screen the days go above, never clipped. */
export const clock = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.small, color: vars.color.text });
export const clockDays = style({ fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium, whiteSpace: 'nowrap' });
export const clockTime = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
