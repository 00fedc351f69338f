import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
      medium: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
      info: { color: vars.color.info },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: { overflowWrap: 'anywhere' },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular', truncate: false },
});

export const heading = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' },
  variants: {
    size: {
      1: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
      2: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
      3: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
      4: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { size: 2, align: 'start' },
});
