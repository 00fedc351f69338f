import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme';

export const chart = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  blockSize: `calc(${vars.size.controlLarge} * 4)`,
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const bar = style({
  flex: '1 1 0',
  minInlineSize: 0,
  background: vars.color.brand,
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
  transition: `block-size ${vars.motion.medium} ${vars.motion.easing}`,
});


export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});
