import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: `calc(${vars.space.large} + ${vars.space.xsmall})`,
  blockSize: `calc(${vars.space.large} + ${vars.space.xsmall})`,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textOnBrand,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.brandPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-invalid][data-selected] &`]: { background: vars.color.critical },
    [`${checkbox}[data-focus-visible] &`]: { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const mark = style({ inlineSize: vars.fontSize.small, blockSize: vars.fontSize.small });
