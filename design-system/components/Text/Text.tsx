import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'positive', 'caution', 'critical', 'info', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dt' | 'dd' | 'time';
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  align?: 'start' | 'center' | 'end';
  /** One line with an ellipsis (give the full text a tooltip or title). */
  truncate?: boolean;
  children?: ReactNode;
}

/** Body text in the theme's type scale. Long words wrap rather than overflow. */
export function Text({ as: Element = 'p', size, tone, weight, align, truncate, className, ...props }: TextProps) {
  return <Element {...props} className={[styles.text({ size, tone, weight, align, truncate }), className].filter(Boolean).join(' ')} />;
}
