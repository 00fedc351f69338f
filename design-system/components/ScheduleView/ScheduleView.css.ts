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
/** Slot rows one block line must fill for the shortest reservation (see `rowGrowth`). */
export const rowGrowth = createVar();

/** One line of a block: its name beside its status, with the block's padding and borders. */
const blockLine = `calc(${vars.lineHeight.small} + 2 * ${vars.space.xxsmall} + 2 * ${vars.size.borderWidth})`;
/** The design's row, taller when the shortest reservation would not get a line. */
const rowSize = createVar();

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
  selectors: { '&[data-dragging]': { userSelect: 'none', cursor: 'grabbing' } },
  gridTemplateColumns: `max-content repeat(${columnCount}, minmax(calc(${vars.size.controlLarge} * 3), 1fr))`,
  minInlineSize: 'min-content',
  vars: { [rowSize]: `max(${vars.size.controlMedium}, calc(${blockLine} * ${rowGrowth}))` },
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
  blockSize: `calc(${rowCount} * ${rowSize})`,
  paddingInline: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const gutterInner = style({ position: 'relative', blockSize: '100%' });

/**
 * Unseen, as tall as the shortest block that shows a line under its first (a name and status line
 * and one line of time): a busy schedule measures it with the columns, and its blocks shorter than
 * that leave out the lines they could not show (see `ReservationBlock`).
 */
export const lineProbe = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: 0,
  blockSize: `calc(${blockLine} + ${vars.lineHeight.xsmall})`,
  visibility: 'hidden',
  pointerEvents: 'none',
});

/** Every label the gutter can show, in flow but unseen: the gutter is as wide as the widest. */
export const gutterSizer = style({ display: 'grid', blockSize: 0, overflow: 'hidden', visibility: 'hidden' });

export const hourLabel = style({
  position: 'absolute',
  insetBlockStart: top,
  insetInlineStart: 0,
  paddingBlockStart: vars.space.xxsmall,
});

export const column = style({
  position: 'relative',
  // The blocks' layers stay inside their column, under the sticky gutter and headers.
  isolation: 'isolate',
  blockSize: `calc(${rowCount} * ${rowSize})`,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  // One hour line per two slots, drawn by the background instead of hundreds of elements.
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0, ${vars.color.border} ${vars.size.borderWidth}, transparent ${vars.size.borderWidth}, transparent ${rowSize})`,
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
    // Lines that do not fit whole wrap into a second column past the block's edge, clipped with
    // it: a short block shows its first line (name and status) and never half a line.
    display: 'flex',
    flexDirection: 'column',
    flexWrap: 'wrap',
    alignContent: 'flex-start',
    rowGap: vars.space.none,
    // Wider than the inline padding, so no wrapped line shows in the padding before the clip.
    columnGap: vars.space.xlarge,
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
    // A long press lifts the block for a drag: no text selection or callout on touch.
    userSelect: 'none',
    WebkitUserSelect: 'none',
    WebkitTouchCallout: 'none',
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.medium, zIndex: 2 },
      // The reservation being dragged stays in place, faded, until it is dropped.
      '&[data-dragged]': { opacity: 0.5 },
      [`${grid}[data-dragging] &`]: { cursor: 'grabbing' },
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

/** The block's first line: the name takes what the status leaves, and ends in an ellipsis. */
export const blockHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  inlineSize: '100%',
  minBlockSize: vars.lineHeight.small,
});

export const blockTitle = style({
  flex: '1 1 0',
  minInlineSize: '2ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const blockMeta = style({ flex: 'none', inlineSize: '100%', color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** What the status and the walk-in badge share: a small tag on one line, which gives way before the name. */
const blockTag = style({
  flex: '0 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.medium,
});

/** The "Walk-in" badge: outlined, so it never reads as the status beside it. */
export const blockWalkIn = style([blockTag, { border: `${vars.size.borderWidth} solid currentColor` }]);

/** The status in words, boxed so it reads on every status colour; it gives way only to a name's first letters. */
export const blockStatus = style([blockTag, { background: vars.color.surfaceRaised, color: vars.color.text }]);

/** Under the reservations (it never covers a name), over the free slots. */
export const nowLine = style({
  position: 'absolute',
  insetBlockStart: top,
  insetInlineStart: 0,
  inlineSize: '100%',
  zIndex: 0,
  blockSize: vars.size.focusRingWidth,
  background: vars.color.critical,
  pointerEvents: 'none',
  transform: 'translateY(-50%)',
});

/** "Now" in the hour column, where the line starts; the hour labels it would cover are left out. */
export const nowLabel = style({
  position: 'absolute',
  insetBlockStart: top,
  insetInlineStart: 0,
  transform: 'translateY(-50%)',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.critical,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

/** The badge's width in the gutter's sizer (its padding included). */
export const nowLabelSize = style({ paddingInline: vars.space.xxsmall });

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

/** Closed time (a prayer pause, a closure, time off): shaded across the column, named, not bookable. */
export const blocked = style({
  position: 'absolute',
  insetBlockStart: top,
  blockSize: height,
  insetInlineStart: 0,
  inlineSize: '100%',
  zIndex: 0,
  overflow: 'hidden',
  paddingInline: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0, transparent ${vars.space.xsmall}, ${vars.color.border} ${vars.space.xsmall}, ${vars.color.border} calc(${vars.space.xsmall} + ${vars.size.borderWidth}))`,
  pointerEvents: 'none',
});

/** Where a dragged reservation would land: an outline over the column, its place in words. */
export const dropPreview = style({
  position: 'absolute',
  insetBlockStart: top,
  blockSize: height,
  insetInlineStart: 0,
  inlineSize: '100%',
  zIndex: 4,
  overflow: 'hidden',
  paddingInline: vars.space.xsmall,
  border: `${vars.size.focusRingWidth} dashed ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  pointerEvents: 'none',
  selectors: {
    '&[data-drop-preview="past"]': { borderColor: vars.color.critical, background: vars.color.criticalSoft },
    '&[data-drop-preview="same"]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
  },
});
