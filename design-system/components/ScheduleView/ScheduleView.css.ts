import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Set inline per schedule / per entry (positions are data, not design). */
export const columnCount = createVar();
export const rowCount = createVar();
export const top = createVar();
export const height = createVar();
export const laneStart = createVar();
export const laneSize = createVar();

const slotHeight = vars.size.controlMedium;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: vars.space.none });

export const scroller = style({
  overflow: 'auto',
  maxBlockSize: '80vh',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `max-content repeat(${columnCount}, minmax(calc(${vars.size.controlLarge} * 3), 1fr))`,
  minInlineSize: 'min-content',
});

export const corner = style({
  position: 'sticky',
  insetBlockStart: 0,
  insetInlineStart: 0,
  zIndex: 3,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const columnHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const columnHeaderToday = style({ color: vars.color.brand });

export const columnCountText = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const gutter = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  blockSize: `calc(${rowCount} * ${slotHeight})`,
  paddingInline: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const gutterInner = style({ position: 'relative', blockSize: '100%' });

export const hourLabel = style({
  position: 'absolute',
  insetBlockStart: top,
  insetInlineStart: 0,
  paddingBlockStart: vars.space.xxsmall,
});

export const column = style({
  position: 'relative',
  blockSize: `calc(${rowCount} * ${slotHeight})`,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  // One hour line per two slots, drawn by the background instead of hundreds of elements.
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0, ${vars.color.border} ${vars.size.borderWidth}, transparent ${vars.size.borderWidth}, transparent ${slotHeight})`,
});

const positioned = {
  position: 'absolute',
  insetBlockStart: top,
  blockSize: height,
} as const;

export const slot = style({
  ...positioned,
  insetInlineStart: 0,
  inlineSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.brand,
  outline: 'none',
  selectors: {
    '&[data-hovered], &:focus-visible': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`, zIndex: 2 },
  },
});

export const slotMark = style({
  opacity: 0,
  fontSize: vars.fontSize.small,
  selectors: { [`${slot}[data-hovered] &, ${slot}:focus-visible &`]: { opacity: 1 } },
});

export const block = recipe({
  base: {
    ...positioned,
    insetInlineStart: laneStart,
    inlineSize: laneSize,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.none,
    overflow: 'hidden',
    margin: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    border: `${vars.size.borderWidth} solid ${vars.color.surfaceRaised}`,
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    textAlign: 'start',
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.medium, zIndex: 2 },
      '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 3 },
    },
  },
  variants: {
    status: {
      pending: { background: vars.color.cautionSoft, borderInlineStartColor: vars.color.caution },
      confirmed: { background: vars.color.brandSoft, borderInlineStartColor: vars.color.brand },
      completed: { background: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
      cancelled: { background: vars.color.surfaceSunken, borderInlineStartColor: vars.color.borderStrong },
      no_show: { background: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
    },
  },
});

export const blockTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, overflowWrap: 'anywhere' });

export const blockMeta = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const blockStatus = style({ fontWeight: vars.fontWeight.medium });

export const nowLine = style({
  position: 'absolute',
  insetBlockStart: top,
  insetInlineStart: 0,
  inlineSize: '100%',
  zIndex: 4,
  blockSize: vars.size.focusRingWidth,
  background: vars.color.critical,
  pointerEvents: 'none',
  transform: 'translateY(-50%)',
});

export const nowLabel = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockEnd: vars.size.focusRingWidth,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.critical,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

export const problem = style({ margin: 0, color: vars.color.critical });
export const empty = style({ margin: 0, color: vars.color.textMuted, padding: vars.space.large, textAlign: 'center' });

/** Text for screen readers only, as a static class (cheaper than a component for hundreds of slots). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: vars.size.borderWidth,
  blockSize: vars.size.borderWidth,
  margin: `calc(-1 * ${vars.size.borderWidth})`,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
