import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minInlineSize: `max(var(--trigger-width), calc(${vars.size.controlLarge} * 4))`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: vars.space.xsmall,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  overflow: 'auto',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const critical = style({
  color: vars.color.critical,
  selectors: { '&[data-focused]': { background: vars.color.criticalSoft } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minInlineSize: 0 });

export const itemDescription = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand });

export const header = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const separator = style({
  border: 'none',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  marginBlock: vars.space.xxsmall,
  marginInline: 0,
});
