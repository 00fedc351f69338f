import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const trackBlock = vars.space.xlarge;
const thumbSize = `calc(${vars.space.xlarge} - ${vars.space.xsmall})`;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: `calc(${trackBlock} * 1.75)`,
  blockSize: trackBlock,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${switchLabel}[data-selected] &`]: { background: vars.color.brand },
    [`${switchLabel}[data-selected][data-pressed] &`]: { background: vars.color.brandPressed },
    [`${switchLabel}[data-invalid] &`]: { boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.critical}` },
    [`${switchLabel}[data-focus-visible] &`]: { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: `calc((${trackBlock} - ${thumbSize}) / 2)`,
  insetInlineStart: `calc((${trackBlock} - ${thumbSize}) / 2)`,
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Logical inset: "on" is towards the inline end, which is the left in Arabic.
    [`${switchLabel}[data-selected] &`]: { insetInlineStart: `calc(100% - ${thumbSize} - (${trackBlock} - ${thumbSize}) / 2)` },
  },
});
