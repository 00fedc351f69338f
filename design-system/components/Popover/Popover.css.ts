import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: `scale(0.96)` } });

export const popover = style({
  maxInlineSize: `min(${vars.size.notificationDropdownMin}, calc(100vw - 2 * ${vars.space.large}))`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: vars.space.large, outline: 'none' });

/** Content edge to edge, clipped to the popover's rounded frame. */
export const flush = style({ padding: vars.space.none, borderRadius: 'inherit', overflow: 'hidden' });

export const title = style({ margin: 0, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium, fontWeight: vars.fontWeight.bold });

/** Drawn pointing down; it turns to face the trigger on each side. */
export const arrow = style({
  display: 'block',
  inlineSize: vars.space.medium,
  blockSize: vars.space.medium,
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: vars.size.borderWidth,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
