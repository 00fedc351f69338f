import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const fillVar = createVar();

export const progressBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, inlineSize: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // Forced-colours mode draws the track's edge so the bar stays visible.
  outline: `${vars.size.borderWidth} solid transparent`,
});

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: fillVar,
    borderRadius: vars.radius.full,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.medium,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      positive: { background: vars.color.positive },
      caution: { background: vars.color.caution },
      critical: { background: vars.color.critical },
    },
    indeterminate: {
      true: {
        inlineSize: '40%',
        animation: `${slide} calc(${vars.motion.slow} * 4) ${vars.motion.easing} infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 } },
      },
      false: {},
    },
  },
});
