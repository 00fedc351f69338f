import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Square on top of the Button recipe: the icon is the only content. */
export const square = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { inlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall },
      medium: { inlineSize: vars.size.controlMedium, blockSize: vars.size.controlMedium },
      large: { inlineSize: vars.size.controlLarge, blockSize: vars.size.controlLarge },
    },
    round: { true: { borderRadius: vars.radius.full }, false: {} },
  },
  defaultVariants: { size: 'medium', round: false },
});
