import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// Phone layout by the bar's own width (a container query), which on a phone is the screen's.
const barContainer = createContainer();
const narrow = `${barContainer} (max-width: ${breakpoints.tablet - 1}px)`;
const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const container = style({ containerType: 'inline-size', containerName: barContainer });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minBlockSize: vars.size.topBar,
  paddingInline: vars.space.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  flexShrink: 0,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const nav = style({ flex: '1 1 auto', '@container': { [narrow]: { display: 'none' } } });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
  '@container': { [narrow]: { display: 'none' } },
});

export const menuButton = style({
  display: 'none',
  marginInlineStart: 'auto',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.large,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
  '@container': { [narrow]: { display: 'inline-flex' } },
});

export const drawerLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const drawerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
