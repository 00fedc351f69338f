import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { inlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall, fontSize: vars.fontSize.xsmall },
      medium: { inlineSize: vars.size.controlMedium, blockSize: vars.size.controlMedium, fontSize: vars.fontSize.small },
      large: { inlineSize: vars.size.controlLarge, blockSize: vars.size.controlLarge, fontSize: vars.fontSize.medium },
      xlarge: { inlineSize: `calc(${vars.size.controlLarge} * 2)`, blockSize: `calc(${vars.size.controlLarge} * 2)`, fontSize: vars.fontSize.xlarge },
    },
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

/** A decorative avatar's initials, drawn from its data-initials attribute: seen, not page text. */
export const drawnInitials = style({ '::before': { content: 'attr(data-initials)' } });
