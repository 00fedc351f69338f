import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const grid = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  variants: {
    columns: {
      2: { '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xlarge,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
