import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const label = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.controlLarge} * 5)), 1fr))`,
  gap: vars.space.small,
});

/** A service as a tile: the box, the name, then its duration and price on one line. */
export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'center',
  padding: vars.space.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  borderRadius: vars.radius.small,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.borderStrong}`,
  color: 'transparent',
  selectors: {
    [`${tile}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});

export const mark = style({ inlineSize: vars.fontSize.small, blockSize: vars.fontSize.small });

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium });

export const facts = style({
  gridColumn: '2',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const price = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const total = style({ fontWeight: vars.fontWeight.bold });
