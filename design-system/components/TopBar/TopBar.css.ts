import { style } from '@vanilla-extract/css';
import { mediaUp, phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  // At least this tall; on a phone a timer's two rows may need a little more, never spill out.
  minBlockSize: vars.size.topBar,
  paddingInline: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [phoneOnly]: { paddingInline: vars.space.small, paddingBlock: vars.space.xxsmall, gap: vars.space.small } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xlarge,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
  // The sidebar is always on screen from 768 px: no menu button there.
  '@media': { [mediaUp('tablet')]: { display: 'none' } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minInlineSize: 0, flexShrink: 1 });

export const middle = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.small, flexGrow: 1, minInlineSize: 0 });

export const end = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.small, marginInlineStart: 'auto', flexShrink: 0 });
