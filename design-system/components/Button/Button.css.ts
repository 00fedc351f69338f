import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandHover, borderColor: vars.color.brandHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.brandPressed, borderColor: vars.color.brandPressed },
        },
      },
      neutral: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
        },
      },
      critical: {
        background: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.textOnBrand,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.criticalHover, borderColor: vars.color.criticalHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.criticalHover },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandSoft },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.brandSoft },
        },
      },
    },
    size: {
      small: {
        minBlockSize: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minBlockSize: vars.size.controlMedium,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.medium,
      },
      large: {
        minBlockSize: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'medium', fullWidth: false },
});

