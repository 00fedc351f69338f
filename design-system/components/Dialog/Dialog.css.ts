import { style } from '@vanilla-extract/css';
import { phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * The dialog itself scrolls (not an inner box): the scroll container then holds the close button
 * and the actions, so keyboard users can always reach and scroll it; title and actions stick.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flexGrow: 1,
  overflowY: 'auto',
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.xlarge,
  paddingBlockEnd: vars.space.medium,
  paddingInline: vars.space.xlarge,
  '@media': { [phoneOnly]: { paddingInline: vars.space.large, paddingBlockStart: vars.space.large } },
});

export const title = style({ flexGrow: 1, minInlineSize: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flexGrow: 1,
  paddingInline: vars.space.xlarge,
  paddingBlockEnd: vars.space.xlarge,
  '@media': { [phoneOnly]: { paddingInline: vars.space.large, paddingBlockEnd: vars.space.large } },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  background: vars.color.surfaceRaised,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.xlarge,
  paddingBlock: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [phoneOnly]: { paddingInline: vars.space.large } },
});
