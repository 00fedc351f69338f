import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../design-system';
import { formatIn, messageOf, numberIn } from './support/sample';

const body = within(document.body);

/** Keeps the page (and page size) the way a list screen would. */
function PaginationDemo(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (size) => {
              setPageSize(size);
              props.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

const pageNumbers = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('nav li')].map((li) => (li.getAttribute('aria-hidden') ? '…' : li.textContent)).slice(1, -1);

/** The component's own words and numbers in the story's language, from its catalogue. */
const words = ({ globals, loaded }: { globals: Record<string, unknown>; loaded: Record<string, unknown> }) => ({
  label: messageOf(loaded, 'ds.navigation.pagination.label'),
  previous: messageOf(loaded, 'ds.navigation.pagination.previous'),
  next: messageOf(loaded, 'ds.navigation.pagination.next'),
  page: (page: number) => formatIn(globals, loaded, 'ds.navigation.pagination.page', { page }),
  summary: (page: number, total: number) => formatIn(globals, loaded, 'ds.navigation.pagination.summary', { page, total }),
  pageSize: new RegExp(messageOf(loaded, 'ds.navigation.pagination.pageSize')),
  numbers: (...values: (number | '…')[]) => values.map((value) => (value === '…' ? value : numberIn(globals, value))),
});

const meta = {
  title: 'Design system/Navigation/Pagination',
  component: PaginationDemo,
  args: { page: 1, pageCount: 20, onPageChange: fn(), showSummary: false },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'Moves through pages of a long list (reservations, transactions). Previous/next carry words and chevrons that mirror in right-to-left; page numbers use the locale\'s digits; ellipses come from the pure, tested `paginationRange` (an ellipsis always hides two or more pages and the number of buttons stays the same as you move). Optional "Page X of Y" (`showSummary`) and rows-per-page select (`pageSize`, `pageSizeOptions`, `onPageSizeChange`). A page outside 1…pageCount is shown clamped; fewer than one page renders nothing. Accessibility: a `nav` named "Pagination"; each page button is named "Page N" and the current one has `aria-current="page"`; previous/next are disabled at the ends. Instead: For a short list show it whole; for steps of a task use Tabs.',
      },
    },
  },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t.label });
    await expect(within(nav).getByRole('button', { name: t.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: t.previous })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: t.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(nav).getByRole('button', { name: t.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

/** Many pages: the far ones folded into ellipses. */
export const Ellipses: Story = {
  args: { page: 10 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = words(context);
    await expect(pageNumbers(canvasElement)).toEqual(t.numbers(1, '…', 9, 10, 11, '…', 20));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.page(20) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(pageNumbers(canvasElement)).toEqual(t.numbers(1, '…', 16, 17, 18, 19, 20));
    await expect(within(canvasElement).getByRole('button', { name: t.next })).toBeDisabled();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const button = within(canvasElement).getByRole('button', { name: t.page(3) });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  args: { page: 5 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: t.previous });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** The current page pressed: nothing changes. */
export const CurrentPageDoesNothing: Story = {
  args: { page: 3 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = words(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.page(3) }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page past the last shown as the last. */
export const OutOfRangeIsClamped: Story = {
  args: { page: 99, pageCount: 4 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    await expect(within(canvasElement).getByRole('button', { name: t.page(4) })).toHaveAttribute('aria-current', 'page');
  },
};

/** No pages: nothing to show. */
export const NoPages: Story = {
  args: { pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** With the item count and a page size choice. */
export const SummaryAndPageSize: Story = {
  args: { page: 3, pageCount: 12, showSummary: true, pageSize: 10, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.summary(3, 12))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.pageSize }));
    await userEvent.click(await body.findByRole('option', { name: numberIn(context.globals, 25) }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await waitFor(() => expect(canvas.getByRole('button', { name: t.pageSize })).toHaveTextContent(numberIn(context.globals, 25)));
  },
};

/** Chevrons pointing along the reading direction. */
export const MirroredChevrons: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const chevron = within(canvasElement).getByRole('button', { name: t.next }).querySelector('svg')!;
    // "Next" points along the reading direction: to the left in Arabic.
    await waitFor(() => expect(getComputedStyle(chevron).transform).not.toBe('none'));
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { page: 7, pageCount: 120, showSummary: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sayfa 7 / 120')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Sonraki sayfa' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { page: 2, pageCount: 5, showSummary: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('Page 2 of 5')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next page' });
    // Icon styles are loaded once the page buttons have their size.
    await waitFor(() => expect(Math.round(next.getBoundingClientRect().height)).toBe(40));
    await expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
