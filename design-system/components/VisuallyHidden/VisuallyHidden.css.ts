import { style } from '@vanilla-extract/css';
import { phoneOnly } from '../../theme/breakpoints';

/** Out of sight on phones (below the tablet breakpoint), but still read and part of accessible names. */
export const hiddenBelowTablet = style({
  '@media': {
    [phoneOnly]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
