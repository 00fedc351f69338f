import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: vars.space.xsmall,
  zIndex: vars.zIndex.dropdown,
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

export const chevron = style({ inlineSize: '1em', blockSize: '1em' });
