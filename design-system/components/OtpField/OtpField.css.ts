import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const boxes = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-start' });

export const box = style({
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  caretColor: vars.color.brand,
  outline: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:focus': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55, background: vars.color.surfaceSunken },
  },
});
