import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; below 1 nothing is rendered. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** Pages always shown at each end (default 1). */
  boundaries?: number;
  /** Show "Page X of Y". */
  showSummary?: boolean;
  /** With `pageSizeOptions` and `onPageSizeChange`, shows a rows-per-page select. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** The navigation's accessible name; defaults to "Pagination" in the current language. */
  label?: string;
}

interface PageButtonProps {
  label: string;
  isCurrent?: boolean;
  isDisabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** A native button (React Aria's RAC Button drops `aria-current`) with the same data attributes. */
function PageButton({ label, isCurrent = false, isDisabled = false, onPress, children }: PageButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress, isDisabled, 'aria-label': label }, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, hoverProps, focusProps)}
      ref={ref}
      className={styles.pageButton}
      aria-current={isCurrent ? 'page' : undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </button>
  );
}

/**
 * Moves through pages of a list: previous/next with words and mirrored chevrons, page numbers in
 * the locale's digits with ellipses where pages are left out (`paginationRange`), the current page
 * marked `aria-current="page"`, an optional "Page X of Y" and rows-per-page select. A page outside
 * 1…pageCount is shown clamped. For a short list that fits on one screen, show it all instead.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  boundaries = 1,
  showSummary = false,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  label,
}: PaginationProps) {
  const intl = useIntl();
  const total = Math.floor(pageCount);
  if (!Number.isFinite(total) || total < 1) return null;
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), total);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= total) onPageChange(target);
  };
  const items = paginationRange(current, total, { siblings, boundaries });
  const previous = intl.formatMessage({ id: 'ds.navigation.pagination.previous' });
  const next = intl.formatMessage({ id: 'ds.navigation.pagination.next' });
  const pageSizeLabel = intl.formatMessage({ id: 'ds.navigation.pagination.pageSize' });

  return (
    <div className={styles.pagination}>
      <nav aria-label={label ?? intl.formatMessage({ id: 'ds.navigation.pagination.label' })}>
        <ul className={styles.list}>
          <li>
            <PageButton label={previous} isDisabled={current === 1} onPress={() => go(current - 1)}>
              <Icon name="chevronStart" />
              <span className={styles.stepLabel} aria-hidden="true">
                {previous}
              </span>
            </PageButton>
          </li>
          {items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={`ellipsis-${item.position}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <PageButton
                  label={intl.formatMessage({ id: 'ds.navigation.pagination.page' }, { page: item.page })}
                  isCurrent={item.page === current}
                  onPress={() => go(item.page)}
                >
                  {intl.formatNumber(item.page)}
                </PageButton>
              </li>
            ),
          )}
          <li>
            <PageButton label={next} isDisabled={current === total} onPress={() => go(current + 1)}>
              <span className={styles.stepLabel} aria-hidden="true">
                {next}
              </span>
              <Icon name="chevronEnd" />
            </PageButton>
          </li>
        </ul>
      </nav>
      {(showSummary || (pageSizeOptions && onPageSizeChange)) && (
        <div className={styles.meta}>
          {showSummary && (
            <p className={styles.summary}>{intl.formatMessage({ id: 'ds.navigation.pagination.summary' }, { page: current, total })}</p>
          )}
          {pageSizeOptions && onPageSizeChange && (
            <Select
              className={styles.sizeField}
              selectedKey={pageSize === undefined ? null : String(pageSize)}
              onSelectionChange={(key: Key | null) => {
                const size = Number(key);
                if (key !== null && Number.isFinite(size) && size !== pageSize) onPageSizeChange(size);
              }}
            >
              <Label>{pageSizeLabel}</Label>
              <AriaButton className={styles.sizeTrigger}>
                <SelectValue />
                <Icon name="chevronDown" />
              </AriaButton>
              <Popover className={styles.popover}>
                <ListBox>
                  {pageSizeOptions.map((size) => (
                    <ListBoxItem key={size} id={String(size)} textValue={intl.formatNumber(size)} className={styles.option}>
                      {intl.formatNumber(size)}
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
          )}
        </div>
      )}
    </div>
  );
}
