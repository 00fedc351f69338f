import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minInlineSize: vars.space.none,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
  },
  variants: {
    tone: {
      raised: { background: vars.color.surfaceRaised, borderColor: vars.color.border, boxShadow: vars.shadow.small },
      outlined: { background: vars.color.surface, borderColor: vars.color.border },
      sunken: { background: vars.color.surfaceSunken, borderColor: 'transparent' },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        transitionProperty: 'box-shadow, border-color',
        transitionDuration: vars.motion.fast,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&[data-hovered]': { borderColor: vars.color.brand, boxShadow: vars.shadow.medium },
          '&[data-pressed]': { boxShadow: vars.shadow.small },
          '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'raised', interactive: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: vars.space.none, flex: '1 1 auto' });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const body = style({ minInlineSize: vars.space.none, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  alignItems: 'center',
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A grey bar standing in for text while data loads (shared by the data components). */
export const placeholder = style({
  display: 'block',
  blockSize: vars.lineHeight.small,
  borderRadius: vars.radius.small,
  background: vars.color.border,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.slow} * 5)`,
  animationIterationCount: 'infinite',
  animationTimingFunction: vars.motion.easing,
});
