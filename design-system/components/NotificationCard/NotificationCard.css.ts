import { style } from '@vanilla-extract/css';
import { phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: vars.size.notificationDropdownMin,
  maxInlineSize: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
  '@media': {
    [phoneOnly]: { minInlineSize: vars.space.none, inlineSize: '100%' },
  },
});

/** The card's own frame, when it stands on the page; in a Popover the popover's frame is the one. */
export const framed = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', minInlineSize: vars.space.none });

export const summary = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const groups = style({ display: 'flex', flexDirection: 'column' });

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupHeading = style({
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({
  selectors: { '& + &': { borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` } },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.small} minmax(0, 1fr) auto`,
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    'a&[data-hovered]': { background: vars.color.surfaceSunken },
    'a&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

export const unreadItem = style({ background: vars.color.brandSoft });

export const dot = style({
  gridRow: '1',
  marginBlockStart: vars.space.small,
  inlineSize: vars.space.small,
  blockSize: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const itemText = style({ gridColumn: '2', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: vars.space.none });

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, overflowWrap: 'anywhere' });

export const itemBody = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const time = style({ gridColumn: '3', fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.small, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const empty = style({ margin: 0, paddingBlock: vars.space.xlarge, paddingInline: vars.space.large, textAlign: 'center', color: vars.color.textMuted });

export const placeholderLines = style({ gridColumn: '2', display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const placeholderTitle = style({ inlineSize: '60%' });
export const placeholderBody = style({ inlineSize: '90%' });
export const placeholderDot = style({ background: vars.color.border });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const viewAll = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
