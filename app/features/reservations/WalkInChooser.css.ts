import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme';

/** The salon's services as large tiles, as many a row as fit (one column on a phone). */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.controlLarge} * 4)), 1fr))`,
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A tile: tall enough to hit in a hurry, the name above its duration. */
export const tile = style({
  minBlockSize: `calc(${vars.size.controlLarge} * 1.5)`,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const minutes = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
