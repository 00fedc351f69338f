import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ minInlineSize: vars.space.none });

export const status = recipe({
  base: { display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.xsmall },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
});
