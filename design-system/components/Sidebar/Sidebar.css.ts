import { globalStyle, style } from '@vanilla-extract/css';
import { phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  inlineSize: vars.size.sidebar,
  blockSize: '100dvh',
  background: vars.color.surfaceRaised,
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.medium,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[data-collapsed]': { inlineSize: vars.size.sidebarCollapsed } },
  // Below 768 px the sidebar lives in the Drawer, opened from the TopBar's menu button.
  '@media': { [phoneOnly]: { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.topBar,
  paddingInline: vars.space.large,
  overflow: 'hidden',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '[data-collapsed] > &': { paddingInline: vars.space.small, justifyContent: 'center' } },
});

export const nav = style({ flexGrow: 1, minBlockSize: 0, overflowY: 'auto', paddingBlock: vars.space.medium });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Collapsed to icons, a rule between groups stands in for their headings.
  selectors: { '[data-collapsed] &': { borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`, paddingBlockStart: vars.space.small } },
});

export const groupLabel = style({
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.controlLarge,
  marginInline: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    // A bar on the inline-start edge marks the current page without relying on colour alone.
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.small,
      insetInlineStart: 0,
      inlineSize: vars.space.xsmall,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: vars.fontSize.large, position: 'relative' });

export const label = style({ flexGrow: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.space.xlarge,
  blockSize: vars.space.xlarge,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
});

/** Collapsed: the count sits on the icon's corner. */
export const badgeOnIcon = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.small})`,
  insetInlineEnd: `calc(-1 * ${vars.space.small})`,
  minInlineSize: vars.space.large,
  blockSize: vars.space.large,
  fontSize: vars.fontSize.xsmall,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const toggleIcon = style({ fontSize: vars.fontSize.large });

/** In the Drawer the list keeps the same look at full width. */
export const drawerNav = style({ paddingBlock: vars.space.medium });

globalStyle(`${footer}:empty`, { display: 'none' });
