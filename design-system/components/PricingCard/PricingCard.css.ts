import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    minInlineSize: vars.space.none,
    padding: vars.space.xlarge,
    borderRadius: vars.radius.large,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderStyle: 'solid',
  },
  variants: {
    popular: {
      true: { borderWidth: vars.size.focusRingWidth, borderColor: vars.color.brand, boxShadow: vars.shadow.large },
      false: { borderWidth: vars.size.borderWidth, borderColor: vars.color.border, boxShadow: vars.shadow.small },
    },
    current: {
      true: { background: vars.color.brandSoft },
      false: {},
    },
  },
  defaultVariants: { popular: false, current: false },
});

export const badges = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', minBlockSize: vars.lineHeight.small });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.small,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.textOnBrand },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
    },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });

export const price = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.small, margin: 0 });

export const amount = style({ fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display, fontWeight: vars.fontWeight.bold });

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.medium });

export const featuresHeading = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, fontWeight: vars.fontWeight.bold });

export const features = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small, flexGrow: 1 });

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, overflowWrap: 'anywhere' });

export const check = style({ color: vars.color.positive, marginBlockStart: vars.space.xxsmall });

export const currentNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.positive}`,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
