import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const week = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.small, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const day = style({
  margin: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const dayInvalid = style({ borderColor: vars.color.critical });

export const dayName = style({ padding: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const dayRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  '@media': { [mediaUp('md')]: { flexWrap: 'nowrap' } },
});

export const switchCell = style({ minInlineSize: `calc(${vars.size.controlLarge} * 2)`, alignSelf: 'center' });

export const time = style({ flex: `1 1 calc(${vars.size.controlLarge} * 3)`, minInlineSize: 0, maxInlineSize: `calc(${vars.size.controlLarge} * 4)` });

export const closedText = style({ color: vars.color.textMuted, alignSelf: 'center' });

export const breaks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingInlineStart: vars.space.large, borderInlineStart: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}` });

export const breaksTitle = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, margin: 0 });

export const breakRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const errors = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** A day's actions (add a break, copy to all days), side by side and wrapping on a phone. */
export const dayActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
