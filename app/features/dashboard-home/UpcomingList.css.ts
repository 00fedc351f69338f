import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  selectors: {
    '& + &': { borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const when = style({ display: 'flex', flexDirection: 'column', minInlineSize: vars.size.controlLarge, fontVariantNumeric: 'tabular-nums' });

export const day = style({ fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const time = style({ fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.small, fontWeight: vars.fontWeight.bold });

export const who = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** The whole row is the link's target: its box stretches over the row. */
export const link = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.small } },
});

export const detail = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
