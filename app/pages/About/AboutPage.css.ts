import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

/** The story reads as one column on a phone and two side by side from the tablet width. */
export const story = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaUp('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxlarge } },
});
