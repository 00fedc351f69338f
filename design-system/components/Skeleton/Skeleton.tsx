import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Text only: how many lines; the last one is shorter, like a paragraph's. */
  lines?: number;
  /** A CSS length, best from the theme (`vars.size.*`) or a percentage; default: full width (circle: a control's height). */
  inlineSize?: string;
  /** A CSS length; default: a line of text, a large control, or the circle's width. */
  blockSize?: string;
}

/**
 * A grey placeholder in the shape of content that is loading; it sweeps gently, and stands still
 * under reduced motion. It is hidden from assistive tech: wrap the loading area in a
 * SkeletonRegion, which says "Loading" once and marks the region busy.
 */
export function Skeleton({ shape = 'text', lines = 1, inlineSize, blockSize }: SkeletonProps) {
  const one = (key: number, width = inlineSize) => (
    <span
      key={key}
      aria-hidden="true"
      data-skeleton={shape}
      className={styles.skeleton({ shape })}
      style={assignInlineVars({
        ...(width ? { [styles.inlineSizeVar]: width } : {}),
        ...(blockSize ? { [styles.blockSizeVar]: blockSize } : {}),
      })}
    />
  );
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  if (count === 1) return one(0);
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: count }, (_, i) => one(i, i === count - 1 ? '60%' : inlineSize))}
    </span>
  );
}

export interface SkeletonRegionProps {
  isLoading: boolean;
  /** Spoken while loading; defaults to "Loading…" in the current language. */
  label?: string;
  /** Shown while loading (Skeletons in the shape of the content); without it, `children` are shown busy. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * The area whose content is loading: `aria-busy` while loading, one polite "Loading…" for screen
 * readers, the `fallback` skeletons on screen; then the real content.
 */
export function SkeletonRegion({ isLoading, label, fallback, children }: SkeletonRegionProps) {
  const intl = useIntl();
  return (
    <div className={styles.region} aria-busy={isLoading || undefined}>
      <span role="status">{isLoading && <VisuallyHidden>{label ?? intl.formatMessage({ id: 'ds.feedback.skeleton.loading' })}</VisuallyHidden>}</span>
      {isLoading && fallback !== undefined ? fallback : children}
    </div>
  );
}
