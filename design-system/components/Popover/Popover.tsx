import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, OverlayArrow, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

/** Logical sides (`start`/`end` follow the reading direction); React Aria flips them when there is no room. */
export const popoverPlacements = ['bottom', 'top', 'start', 'end', 'bottom start', 'bottom end'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

interface PopoverBaseProps extends Omit<AriaPopoverProps, 'children' | 'className' | 'style' | 'placement'> {
  children: ReactNode;
  placement?: PopoverPlacement;
  /** Draw an arrow pointing at the trigger (default on). */
  showArrow?: boolean;
  /** No inner padding: for content with its own sections edge to edge (the notification card), inside the popover's one frame. */
  flush?: boolean;
}

/** A popover is a dialog: give it a visible `title` or, failing that, an `aria-label`. */
export type PopoverProps = PopoverBaseProps & ({ title: ReactNode; 'aria-label'?: string } | { title?: undefined; 'aria-label': string });

/**
 * Small, non-modal content next to its trigger (filters, a reservation's details, a colour
 * legend). Put it inside a `DialogTrigger` after its Button. Focus moves in and returns to the
 * trigger; Escape and a press outside close it. For a task that needs full attention use Modal;
 * for a list of commands use Menu; for a one-line hint use Tooltip.
 */
export function Popover({ children, title, placement = 'bottom', showArrow = true, flush = false, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} placement={placement} offset={showArrow ? 12 : 8} className={styles.popover}>
      {showArrow && (
        <OverlayArrow>
          <svg viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <AriaDialog className={flush ? `${styles.dialog} ${styles.flush}` : styles.dialog} aria-label={title == null ? ariaLabel : undefined}>
        {title != null && (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
