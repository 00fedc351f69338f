import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    borderRadius: vars.radius.small,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.size.borderWidth,
    textUnderlineOffset: vars.space.xxsmall,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-hovered]': { textDecorationThickness: `calc(${vars.size.borderWidth} * 2)` },
      '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, textDecorationLine: 'none' },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, selectors: { '&[data-hovered]': { color: vars.color.brandHover }, '&[data-pressed]': { color: vars.color.brandPressed } } },
      neutral: { color: vars.color.text, selectors: { '&[data-hovered]': { color: vars.color.brand } } },
      critical: { color: vars.color.critical, selectors: { '&[data-hovered]': { color: vars.color.criticalHover } } },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: {},
      hover: { textDecorationLine: 'none', selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});

