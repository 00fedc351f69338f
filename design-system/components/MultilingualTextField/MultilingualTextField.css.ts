import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xsmall });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  marginBlockEnd: `calc(-1 * ${vars.size.borderWidth})`,
  borderBlockEnd: `calc(${vars.size.borderWidth} * 3) solid transparent`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBlockEndColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dot = style({ inlineSize: vars.space.small, blockSize: vars.space.small, borderRadius: vars.radius.full, background: vars.color.borderStrong, flexShrink: 0 });

export const dotRequired = style({ background: vars.color.critical });

export const panel = style({
  paddingBlockStart: vars.space.medium,
  outline: 'none',
  selectors: { '&[data-inert]': { display: 'none' }, '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const statusRequired = style({ color: vars.color.critical });
