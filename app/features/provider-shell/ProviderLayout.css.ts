import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';
import { mediaUp } from '../../../design-system/theme/breakpoints';

export const frame = style({ display: 'flex', minBlockSize: '100vh', background: vars.color.surfaceSunken });
export const main = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });
export const content = style({
  flex: 1,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  '@media': { [mediaUp('tablet')]: { paddingInline: vars.space.xlarge } },
});
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large, color: vars.color.brand, textDecoration: 'none' });
export const topEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
export const bell = style({ position: 'relative', display: 'inline-flex' });
export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minInlineSize: '1.25rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  textAlign: 'center',
  pointerEvents: 'none',
});
export const notificationPanel = style({
  inlineSize: `min(${vars.size.notificationDropdownMin}, calc(100vw - ${vars.space.xlarge}))`,
  minInlineSize: `min(${vars.size.notificationDropdownMin}, calc(100vw - ${vars.space.xlarge}))`,
});
