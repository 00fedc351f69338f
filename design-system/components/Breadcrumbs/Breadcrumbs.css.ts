import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minInlineSize: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-current])': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.bold, cursor: 'default' },
  },
});

export const separator = style({ display: 'inline-flex', color: vars.color.textMuted });
