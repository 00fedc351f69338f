import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, formatHalalas, sortRows, Table, tableSelectionModes, type TableColumn, type TableProps, type TableRowAction } from '../../design-system';

interface Reservation {
  id: string;
  customer: string;
  barber: string;
  service: string;
  startsAt: string;
  totalHalalas: number;
}

const reservations: Reservation[] = [
  { id: 'r1', customer: 'سعد القحطاني', barber: 'خالد', service: 'قص شعر', startsAt: '2026-11-22T07:00:00Z', totalHalalas: 6000 },
  { id: 'r2', customer: 'أحمد العتيبي', barber: 'ماجد', service: 'قص شعر وتهذيب لحية', startsAt: '2026-11-22T09:30:00Z', totalHalalas: 9500 },
  { id: 'r3', customer: 'بدر الشمري', barber: 'خالد', service: 'تهذيب لحية', startsAt: '2026-11-22T08:15:00Z', totalHalalas: 3500 },
  { id: 'r4', customer: 'فهد الدوسري', barber: 'ماجد', service: 'عناية بالبشرة', startsAt: '2026-11-22T11:00:00Z', totalHalalas: 15000 },
];

function useColumns(): TableColumn<Reservation>[] {
  const intl = useIntl();
  return [
    { id: 'customer', name: 'العميل', cell: (r) => r.customer, allowsSorting: true, isRowHeader: true },
    { id: 'barber', name: 'الحلاق', cell: (r) => r.barber, allowsSorting: true },
    { id: 'service', name: 'الخدمة', cell: (r) => r.service },
    { id: 'startsAt', name: 'الموعد', cell: (r) => intl.formatTime(r.startsAt, { timeZone: 'Asia/Riyadh', hour: 'numeric', minute: '2-digit' }), allowsSorting: true },
    { id: 'totalHalalas', name: 'المبلغ', cell: (r) => formatHalalas(intl, r.totalHalalas), allowsSorting: true, align: 'end' },
  ];
}

const actionsOf = (): TableRowAction[] => [
  { id: 'view', label: 'عرض التفاصيل', icon: 'eye' },
  { id: 'edit', label: 'تعديل', icon: 'edit' },
  { id: 'cancel', label: 'إلغاء الحجز', icon: 'trash', tone: 'critical' },
];

type DemoProps = Omit<TableProps<Reservation>, 'columns' | 'rows'> & { rows?: Reservation[] };

/** A table whose caller sorts the rows and keeps the selection, as a page would. */
function ReservationsTable({ rows = reservations, ...props }: DemoProps) {
  const intl = useIntl();
  const columns = useColumns();
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  const [selected, setSelected] = useState<Selection>(new Set());
  const sorted = sortRows(rows, sort, (row, column) => row[column as keyof Reservation], intl.locale);
  return (
    <Table
      aria-label="حجوزات اليوم"
      getRowLabel={(row) => row.customer}
      {...props}
      columns={columns}
      rows={sorted}
      sortDescriptor={sort}
      onSortChange={setSort}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}

/** React Aria builds the table's collection in a second pass: wait for the header row. */
const rendered = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('columnheader');

const rowHeaders = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);

const meta = {
  title: 'Design system/Data/Table',
  component: ReservationsTable,
  args: { selectionMode: 'multiple', rowActions: actionsOf, onRowAction: fn(), onSelectionChange: fn(), isLoading: false },
  argTypes: { selectionMode: { control: 'inline-radio', options: tableSelectionModes } },
  parameters: {
    docs: {
      description: {
        component:
          'A data table (React Aria Table): sortable columns, optional row selection with checkboxes, a menu of row actions, an empty state, skeleton rows while loading and a pagination slot underneath. The caller sorts (`sortRows` sorts with the locale\'s collation) or asks the server. When the table is narrower than 768 px (always on a phone) each row becomes a card with the column names as labels and the first column as its title; the sortable columns become a strip of sort buttons. For a few label/value pairs use DescriptionList; for a schedule use ScheduleView. Accessibility: an ARIA grid in every layout (arrow keys move between cells, Space selects, Enter opens), `aria-sort` on sortable headers, the first column names each row, the actions button is named after the row ("Actions for Ahmed").',
      },
    },
  },
} satisfies Meta<typeof ReservationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'حجوزات اليوم' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(reservations.length + 1);
    const customer = canvas.getByRole('columnheader', { name: 'العميل' });
    await expect(customer).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(customer);
    await expect(customer).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)).toEqual(['أحمد العتيبي', 'بدر الشمري', 'سعد القحطاني', 'فهد الدوسري']);
    await userEvent.click(customer);
    await expect(customer).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)[0]).toBe('فهد الدوسري');
  },
};

/** Sorted by amount. */
export const SortByAmount: Story = {
  args: { sortDescriptor: { column: 'totalHalalas', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'المبلغ' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual(['فهد الدوسري', 'أحمد العتيبي', 'سعد القحطاني', 'بدر الشمري']);
  },
};

/** Rows selected with checkboxes. */
export const RowSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(reservations.length + 1);
    await userEvent.click(checkboxes[1]!);
    await expect(checkboxes[1]).toBeChecked();
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // Select all.
    await userEvent.click(checkboxes[0]!);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

/** Rows selected and acted on from the keyboard. */
export const KeyboardSelectionAndActions: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Focus lands in the grid; move down a row and select it with Space.
    await userEvent.keyboard('{ArrowDown}');
    const focusedRow = (document.activeElement as HTMLElement).closest('[role="row"]');
    await expect(focusedRow).not.toBeNull();
    await expect(focusedRow).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    await expect(focusedRow).toHaveAttribute('aria-selected', 'true');
    const actions = canvas.getByRole('button', { name: 'إجراءات سعد القحطاني' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(args.onRowAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 'r1' }));
  },
};

/** A row's actions menu. */
export const RowActions: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'إجراءات أحمد العتيبي' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(button);
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'إلغاء الحجز' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('cancel', expect.objectContaining({ id: 'r2', customer: 'أحمد العتيبي' }));
  },
};

/** A row under the pointer. */
export const HoveredRow: Story = {
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const row = within(canvasElement).getAllByRole('row')[2]!;
    await userEvent.hover(row);
    await expect(row).toHaveAttribute('data-hovered', 'true');
  },
};

/** While its content loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل البيانات');
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    await expect(canvas.queryByText('سعد القحطاني')).not.toBeInTheDocument();
  },
};

/** With nothing to show. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByText('لا توجد بيانات لعرضها بعد')).toBeInTheDocument();
  },
};

/** No rows: its own empty message and action. */
export const CustomEmptyState: Story = {
  args: { rows: [], emptyState: <span>لا توجد حجوزات اليوم. شارك رابط الحجز مع عملائك.</span> },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByText(/لا توجد حجوزات اليوم/)).toBeInTheDocument();
  },
};

const onNextPage = fn();
/** Long data in pages. */
export const WithPagination: Story = {
  args: {
    pagination: (
      <nav aria-label="الصفحات" style={{ display: 'flex', gap: 8 }}>
        <Button tone="neutral" size="small" isDisabled>
          السابق
        </Button>
        <Button tone="neutral" size="small" onPress={onNextPage}>
          التالي
        </Button>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    onNextPage.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: 'الصفحات' });
    // The slot sits under the table.
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: 'التالي' }));
    await expect(onNextPage).toHaveBeenCalledTimes(1);
  },
};

/** At phone width: rows as cards. */
export const NarrowCards: Story = {
  name: 'Phone width (cards)',
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1]!;
    await expect(getComputedStyle(row).display).toBe('grid');
    // Each value carries its column name, and the grid semantics stay.
    await expect(within(row).getByText('الحلاق')).toBeVisible();
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('سعد القحطاني');
    await expect(canvas.getByRole('columnheader', { name: 'العميل' })).toBeVisible();
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'المبلغ' }));
    await expect(canvas.getByRole('columnheader', { name: 'المبلغ' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    rows: [
      { id: 'l1', customer: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود الشمري', barber: 'خالد', service: 'باقة العريس الكاملة مع قص الشعر وتهذيب اللحية والعناية بالبشرة والحمام المغربي', startsAt: '2026-11-22T07:00:00Z', totalHalalas: 125000 },
    ],
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('rowheader')).toHaveTextContent('عبدالرحمن');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    rows: [{ id: 't1', customer: 'Mehmet Çağlayangil Büyükkarakurt', barber: 'Hüseyin', service: 'Saç kesimi, sakal düzeltme ve cilt bakımı', startsAt: '2026-11-22T07:00:00Z', totalHalalas: 9500 }],
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Mehmet Çağlayangil Büyükkarakurt için işlemler' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByText('Nothing to show yet')).toBeInTheDocument();
  },
};
