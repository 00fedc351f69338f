import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'stretch',
  flexShrink: 0,
  paddingInline: vars.space.medium,
  border: 'none',
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-hovered]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const flag = style({ fontSize: vars.fontSize.large, lineHeight: 1 });

export const number = style({ fontVariantNumeric: 'tabular-nums' });
