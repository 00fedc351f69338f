import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from '../Text/Text.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1–h6). */
  level: HeadingLevel;
  /** The visual size, when it should differ from the level. */
  size?: 1 | 2 | 3 | 4;
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
}

/** A heading: `level` is the outline, `size` the look, so the outline never bends to the design. */
export function Heading({ level, size, align, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  const visual = size ?? (Math.min(level, 4) as 1 | 2 | 3 | 4);
  return <Element {...props} className={[styles.heading({ size: visual, align }), className].filter(Boolean).join(' ')} />;
}
