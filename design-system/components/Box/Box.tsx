import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render (default `div`). */
  as?: ElementType;
  children?: ReactNode;
}

/** The layout atom: any element with sprinkles (logical properties only) applied through props. */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else rest[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, { ...rest, className: [atoms, className].filter(Boolean).join(' ') }, children);
}
