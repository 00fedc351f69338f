import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const inlineSizeVar = createVar();
export const blockSizeVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    inlineSize: fallbackVar(inlineSizeVar, '100%'),
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 0%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 100%)`,
    backgroundSize: '200% 100%',
    animationName: shimmer,
    // A calm sweep: five "slow" motion steps per pass.
    animationDuration: `calc(${vars.motion.slow} * 5)`,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      // No sweep at all when the user asked for less motion: a still placeholder.
      '(prefers-reduced-motion: reduce)': { animationName: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.small, blockSize: fallbackVar(blockSizeVar, vars.fontSize.medium) },
      block: { borderRadius: vars.radius.medium, blockSize: fallbackVar(blockSizeVar, vars.size.controlLarge) },
      circle: {
        borderRadius: vars.radius.full,
        flexShrink: 0,
        inlineSize: fallbackVar(inlineSizeVar, vars.size.controlLarge),
        blockSize: fallbackVar(blockSizeVar, inlineSizeVar, vars.size.controlLarge),
      },
    },
  },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, inlineSize: '100%' });

export const region = style({ position: 'relative' });
