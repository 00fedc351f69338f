import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  maxInlineSize: `calc(${vars.size.sidebar} - ${vars.space.xlarge})`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

/** The arrow is drawn pointing down; it turns to face the trigger on each side. */
export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceInverse,
  inlineSize: vars.space.small,
  blockSize: vars.space.small,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
