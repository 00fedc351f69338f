import type { ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/** Logical sides: `start`/`end` follow the reading direction. */
export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The tip: a few words that name or explain the trigger. */
  content: ReactNode;
  /** One focusable React Aria element (Button, Link...), which becomes the trigger. */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Milliseconds the pointer rests on the trigger before the tip shows (focus shows it at once). */
  delay?: number;
  isDisabled?: boolean;
}

/**
 * A short label shown on hover (after `delay`) and on keyboard focus (immediately); Escape hides
 * it. It describes its trigger for assistive tech. Never put the only copy of essential
 * information or interactive content in a tooltip (touch users cannot hover): use a Popover.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
