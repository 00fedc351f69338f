import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// The card layout follows the table's own width (a container query), so a table in a narrow
// panel reads like on a phone too; on a phone the container is below 768 px anyway.
const tableContainer = createContainer();
const narrow = `${tableContainer} (max-width: ${breakpoints.tablet - 1}px)`;
const wide = `${tableContainer} (min-width: ${breakpoints.tablet}px)`;

const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` };
const visuallyHidden = {
  position: 'absolute',
  inlineSize: vars.size.borderWidth,
  blockSize: vars.size.borderWidth,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: vars.space.none,
  containerType: 'inline-size',
  containerName: tableContainer,
});

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  '@container': { [narrow]: { overflowX: 'visible', border: 'none', background: 'transparent' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@container': { [narrow]: { display: 'block' } },
});

export const header = style({
  background: vars.color.surfaceSunken,
  '@container': { [narrow]: { display: 'block', background: 'transparent' } },
});

// On a phone the header row becomes a strip of the sortable columns (and select-all) above the cards.
globalStyle(`${header} > tr`, {
  '@container': { [narrow]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.small, paddingBlockEnd: vars.space.medium } },
});

export const column = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
  },
  '@container': {
    [narrow]: {
      ...visuallyHidden,
      selectors: {
        '&[data-allows-sorting]': {
          position: 'static',
          inlineSize: 'auto',
          blockSize: 'auto',
          overflow: 'visible',
          clipPath: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          minBlockSize: vars.size.controlSmall,
          paddingBlock: vars.space.none,
          border: `${vars.size.borderWidth} solid ${vars.color.border}`,
          borderRadius: vars.radius.full,
          background: vars.color.surfaceRaised,
        },
        '&[aria-sort="ascending"], &[aria-sort="descending"]': { borderColor: vars.color.brand, color: vars.color.brand },
      },
    },
  },
});

export const selectAllColumn = style({
  '@container': {
    [narrow]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      border: 'none',
    },
  },
});

/**
 * A column of numbers: its name and its values end at the same edge, as figures are read. In the
 * table layout only (a container rule, so it also outranks the column's and the cell's `start`);
 * a card's values all start at one edge, beside their names.
 */
export const endAligned = style({ '@container': { [wide]: { textAlign: 'end' } } });

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const sortIcon = style({ color: vars.color.brand });
export const sortIconIdle = style({ opacity: 0.35 });

export const body = style({ '@container': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.medium } } });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
  },
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space.small,
      rowGap: vars.space.xsmall,
      padding: vars.space.medium,
      border: `${vars.size.borderWidth} solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.small,
      selectors: { '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space.small,
      gridColumn: '1 / -1',
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.none,
    },
  },
});

/** On a phone the first data cell is the card's title, between the checkbox and the actions. */
export const titleCell = style({
  '@container': { [narrow]: { gridColumn: '2', gridRow: '1', display: 'block', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.medium } },
});

export const selectionCell = style({
  inlineSize: vars.size.controlMedium,
  '@container': { [narrow]: { gridColumn: '1', gridRow: '1', display: 'block', inlineSize: 'auto' } },
});

export const actionsCell = style({
  inlineSize: vars.size.controlMedium,
  textAlign: 'end',
  '@container': { [narrow]: { gridColumn: '3', gridRow: '1', display: 'block', inlineSize: 'auto' } },
});

/** The column's name beside each value, shown only in the phone's card layout. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  '@container': { [narrow]: { display: 'block' } },
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textOnBrand,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.45 },
  },
});

export const empty = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const placeholderCell = style({ inlineSize: '70%' });

export const pagination = style({ display: 'flex', justifyContent: 'center' });
