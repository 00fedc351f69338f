import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const perView = createVar();
export const offset = createVar();

const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: vars.space.none });

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});

// Positioned, so the logos' hidden "(opens in a new tab)" words are clipped with the slides they belong to.
export const viewport = style({ position: 'relative', overflow: 'hidden', paddingBlock: vars.space.xsmall });

export const track = style({
  display: 'flex',
  transform: `translateX(${offset})`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minInlineSize: vars.space.none,
  paddingInline: vars.space.small,
});

export const logoFrame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: `calc(${vars.size.controlLarge} * 2)`,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    'a&[data-hovered]': { borderColor: vars.color.brand },
    'a&[data-focus-visible]': focusRing,
  },
});

export const logo = style({ maxInlineSize: '100%', maxBlockSize: '100%', objectFit: 'contain' });
