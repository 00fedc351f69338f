import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = recipe({
  base: {
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.space.large,
    '@media': { [mediaUp('tablet')]: { paddingBlock: vars.space.xxxlarge, paddingInline: vars.space.xlarge } },
  },
  variants: {
    tone: {
      default: { background: vars.color.surface, color: vars.color.text },
      sunken: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.textOnBrand },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
});

export const header = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.small, maxInlineSize: vars.size.contentMax },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.bold,
  color: 'inherit',
  opacity: 0.85,
});

export const title = style({ color: 'inherit' });

export const description = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, opacity: 0.9 });
