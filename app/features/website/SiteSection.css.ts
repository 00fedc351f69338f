import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-system/theme/contract.css';

export const section = recipe({
  base: { paddingBlock: vars.space.xxxlarge, paddingInline: vars.space.large },
  variants: {
    tone: {
      plain: { background: vars.color.surface },
      tinted: { background: vars.color.surfaceSunken },
    },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
