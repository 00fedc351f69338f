import { style } from '@vanilla-extract/css';
import { mediaUp, phoneOnly } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  minBlockSize: vars.size.topBar,
  paddingInline: vars.space.large,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const desktopNav = style({
  flex: 1,
  '@media': { [phoneOnly]: { display: 'none' } },
});

export const links = style({
  display: 'flex',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [phoneOnly]: { flexDirection: 'column', gap: vars.space.medium } },
});

export const link = style({
  paddingBlock: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, textDecorationLine: 'underline' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

export const desktopOnly = style({ '@media': { [phoneOnly]: { display: 'none' } } });

export const menuButton = style({ '@media': { [mediaUp('tablet')]: { display: 'none' } } });

export const phoneMenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [mediaUp('tablet')]: { display: 'none' } },
});
