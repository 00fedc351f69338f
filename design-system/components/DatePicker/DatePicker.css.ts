import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The segments (day, month, year / hour, minute) inside a field group. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
});

export const segment = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const rangeDash = style({ color: vars.color.textMuted, paddingInline: vars.space.xxsmall });

export const dialog = style({ outline: 'none', padding: vars.space.small });
