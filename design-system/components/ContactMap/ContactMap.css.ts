import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tileLeft = createVar();
export const tileTop = createVar();
/** Tiles are 256 px squares by the Web-Mercator convention, set from TILE_SIZE. */
export const tileSize = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: vars.space.none });

export const map = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: `calc(${vars.size.controlLarge} * 7)`,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

// The map canvas is always laid out left to right (geography does not mirror); `dir="ltr"` on it
// makes inline-start the left edge.
export const tile = style({
  position: 'absolute',
  insetInlineStart: `calc(50% + ${tileLeft})`,
  insetBlockStart: `calc(50% + ${tileTop})`,
  inlineSize: tileSize,
  blockSize: tileSize,
  maxInlineSize: 'none',
  userSelect: 'none',
});

export const marker = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -100%)',
  color: vars.color.critical,
  fontSize: vars.fontSize.display,
  lineHeight: 1,
  filter: `drop-shadow(${vars.shadow.small})`,
});

export const attribution = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockEnd: 0,
  paddingInline: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  opacity: 0.9,
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xlarge,
});

export const fallbackText = style({ margin: 0, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium });

export const details = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

export const address = style({ fontStyle: 'normal', display: 'flex', alignItems: 'flex-start', gap: vars.space.small, overflowWrap: 'anywhere' });

export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
