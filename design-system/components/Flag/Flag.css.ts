import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Three to two, one line of text high, with a hairline so the white parts of a flag stay visible on white. */
export const flag = style({
  display: 'inline-block',
  blockSize: '1em',
  inlineSize: '1.5em',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  borderRadius: vars.radius.small,
  boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
});
