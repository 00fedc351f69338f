import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  paddingBlock: vars.space.small,
  selectors: {
    '& + &': { borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` },
  },
});
