import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

/** "or" between two rules. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
  },
});
