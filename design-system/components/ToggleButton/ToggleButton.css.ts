import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const toggleButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
      '&[data-selected]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
      '&[data-selected][data-hovered]:not([data-disabled])': { background: vars.color.brandSoft, borderColor: vars.color.brandHover },
      '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      small: { minBlockSize: vars.size.controlSmall, paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: { minBlockSize: vars.size.controlMedium, paddingInline: vars.space.large, fontSize: vars.fontSize.medium },
      large: { minBlockSize: vars.size.controlLarge, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.large },
    },
  },
  defaultVariants: { size: 'medium' },
});
