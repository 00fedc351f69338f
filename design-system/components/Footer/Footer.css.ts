import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': { [mediaUp('tablet')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const brand = style({ fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xlarge, rowGap: vars.space.small });

const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid currentColor`,
  color: vars.color.textInverse,
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]': { background: vars.color.textInverse, color: vars.color.surfaceInverse },
    '&[data-focus-visible]': focusRing,
  },
});

export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.size.focusRingWidth },
    '&[data-focus-visible]': focusRing,
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid currentColor`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  '@media': { [mediaUp('tablet')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});

export const copyright = style({ margin: 0 });
