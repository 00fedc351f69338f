import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  // Many tabs on a phone scroll sideways instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minBlockSize: vars.size.controlLarge,
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderStartStartRadius: vars.radius.medium,
  borderStartEndRadius: vars.radius.medium,
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-selected]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    // The selected tab is underlined, so colour is not the only signal.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.size.borderWidth})`,
      blockSize: vars.space.xsmall,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});
