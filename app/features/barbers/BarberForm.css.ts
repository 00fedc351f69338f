import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
