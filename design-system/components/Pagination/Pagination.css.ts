import { style } from '@vanilla-extract/css';
import { phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });

const focusRing = `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`;

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  paddingInline: vars.space.small,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([aria-current])': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&[data-pressed]:not([data-disabled]):not([aria-current])': { background: vars.color.border },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: vars.space.xxsmall },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand, fontWeight: vars.fontWeight.bold },
    '&[aria-current="page"][data-hovered]': { background: vars.color.brandHover, borderColor: vars.color.brandHover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { [phoneOnly]: { minInlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall, paddingInline: vars.space.xsmall } },
});

/** Previous/next keep their words from the phone width upwards; on phones the arrows carry them. */
export const stepLabel = style({ '@media': { [phoneOnly]: { display: 'none' } } });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.controlSmall,
  color: vars.color.textMuted,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.large, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const summary = style({ margin: 0 });

export const sizeField = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const sizeTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.controlSmall,
  paddingInline: vars.space.small,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: focusRing, outlineOffset: vars.space.xxsmall },
  },
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.dropdown,
});

export const option = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});
