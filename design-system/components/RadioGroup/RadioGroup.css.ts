import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const circle = style({
  flexShrink: 0,
  inlineSize: `calc(${vars.space.large} + ${vars.space.xsmall})`,
  blockSize: `calc(${vars.space.large} + ${vars.space.xsmall})`,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: `calc(${vars.size.borderWidth} * 6)` },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-focus-visible] &`]: { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });
