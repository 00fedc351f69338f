import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderBlockStartColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { inlineSize: '1em', blockSize: '1em', borderWidth: '2px' },
      medium: { inlineSize: '1.5em', blockSize: '1.5em', borderWidth: '3px' },
      large: { inlineSize: '2.5em', blockSize: '2.5em', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
