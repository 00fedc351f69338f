import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, formatHalalas, sortRows, Table, tableSelectionModes, type TableColumn, type TableProps, type TableRowAction } from '../../design-system';
import { formatIn, inLocale, mapLocales, messageOf, perLocale } from './support/sample';

interface Reservation {
  id: string;
  customer: string;
  barber: string;
  service: string;
  startsAt: string;
  totalHalalas: number;
}

/** The table's own words in one language: its name, column titles and row actions. */
interface TableWords {
  label: string;
  columns: Record<'customer' | 'barber' | 'service' | 'startsAt' | 'totalHalalas', string>;
  actions: Record<'view' | 'edit' | 'cancel', string>;
}

const row = (id: string, customer: string, barber: string, service: string, startsAt: string, totalHalalas: number): Reservation => ({ id, customer, barber, service, startsAt, totalHalalas });

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const sample = perLocale<{ words: TableWords; rows: Reservation[]; byName: string[] }>({
  ar: {
    words: { label: 'حجوزات اليوم', columns: { customer: 'العميل', barber: 'الحلاق', service: 'الخدمة', startsAt: 'الموعد', totalHalalas: 'المبلغ' }, actions: { view: 'عرض التفاصيل', edit: 'تعديل', cancel: 'إلغاء الحجز' } },
    rows: [
      row('r1', 'سعد القحطاني', 'خالد', 'قص شعر', '2026-11-22T07:00:00Z', 6000),
      row('r2', 'أحمد العتيبي', 'ماجد', 'قص شعر وتهذيب لحية', '2026-11-22T09:30:00Z', 9500),
      row('r3', 'بدر الشمري', 'خالد', 'تهذيب لحية', '2026-11-22T08:15:00Z', 3500),
      row('r4', 'فهد الدوسري', 'ماجد', 'عناية بالبشرة', '2026-11-22T11:00:00Z', 15000),
    ],
    byName: ['r2', 'r3', 'r1', 'r4'],
  },
  en: {
    words: { label: "Today's reservations", columns: { customer: 'Client', barber: 'Barber', service: 'Service', startsAt: 'Time', totalHalalas: 'Amount' }, actions: { view: 'View details', edit: 'Edit', cancel: 'Cancel reservation' } },
    rows: [
      row('r1', 'Saad Alqahtani', 'Khalid', 'Haircut', '2026-11-22T07:00:00Z', 6000),
      row('r2', 'Ahmed Alotaibi', 'Majed', 'Haircut and beard trim', '2026-11-22T09:30:00Z', 9500),
      row('r3', 'Badr Alshammari', 'Khalid', 'Beard trim', '2026-11-22T08:15:00Z', 3500),
      row('r4', 'Fahd Aldossari', 'Majed', 'Skin care', '2026-11-22T11:00:00Z', 15000),
    ],
    byName: ['r2', 'r3', 'r4', 'r1'],
  },
  tr: {
    words: { label: 'Bugünün rezervasyonları', columns: { customer: 'Müşteri', barber: 'Berber', service: 'Hizmet', startsAt: 'Saat', totalHalalas: 'Tutar' }, actions: { view: 'Ayrıntıları gör', edit: 'Düzenle', cancel: 'Rezervasyonu iptal et' } },
    rows: [
      row('r1', 'Saad Alkahtani', 'Halid', 'Saç kesimi', '2026-11-22T07:00:00Z', 6000),
      row('r2', 'Ahmet Aluteybi', 'Macid', 'Saç kesimi ve sakal düzeltme', '2026-11-22T09:30:00Z', 9500),
      row('r3', 'Bedir Alşammari', 'Halid', 'Sakal düzeltme', '2026-11-22T08:15:00Z', 3500),
      row('r4', 'Fahd Aldevseri', 'Macid', 'Cilt bakımı', '2026-11-22T11:00:00Z', 15000),
    ],
    byName: ['r2', 'r3', 'r4', 'r1'],
  },
  ur: {
    words: { label: 'آج کی بکنگز', columns: { customer: 'کلائنٹ', barber: 'حجام', service: 'سروس', startsAt: 'وقت', totalHalalas: 'رقم' }, actions: { view: 'تفصیلات دیکھیں', edit: 'ترمیم', cancel: 'بکنگ منسوخ کریں' } },
    rows: [
      row('r1', 'سعد القحطانی', 'خالد', 'بال کٹوائی', '2026-11-22T07:00:00Z', 6000),
      row('r2', 'احمد العتیبی', 'ماجد', 'بال کٹوائی اور داڑھی کی تراش', '2026-11-22T09:30:00Z', 9500),
      row('r3', 'بدر الشمری', 'خالد', 'داڑھی کی تراش', '2026-11-22T08:15:00Z', 3500),
      row('r4', 'فہد الدوسری', 'ماجد', 'جلد کی دیکھ بھال', '2026-11-22T11:00:00Z', 15000),
    ],
    byName: ['r2', 'r3', 'r1', 'r4'],
  },
});
const localeArgs = mapLocales(sample, ({ words, rows }) => ({ words, rows }));

/** The story locale's sample: its words, and a client's name by reservation id. */
const sampleIn = (globals: Record<string, unknown>) => {
  const { words, rows, byName } = inLocale(sample, globals);
  const customer = (id: string) => rows.find((r) => r.id === id)!.customer;
  return { words, rows, customer, byName: byName.map(customer) };
};

function useColumns(words: TableWords): TableColumn<Reservation>[] {
  const intl = useIntl();
  return [
    { id: 'customer', name: words.columns.customer, cell: (r) => r.customer, allowsSorting: true, isRowHeader: true },
    { id: 'barber', name: words.columns.barber, cell: (r) => r.barber, allowsSorting: true },
    { id: 'service', name: words.columns.service, cell: (r) => r.service },
    { id: 'startsAt', name: words.columns.startsAt, cell: (r) => intl.formatTime(r.startsAt, { timeZone: 'Asia/Riyadh', hour: 'numeric', minute: '2-digit' }), allowsSorting: true },
    { id: 'totalHalalas', name: words.columns.totalHalalas, cell: (r) => formatHalalas(intl, r.totalHalalas), allowsSorting: true, align: 'end' },
  ];
}

const actionsOf = (words: TableWords) => (): TableRowAction[] => [
  { id: 'view', label: words.actions.view, icon: 'eye' },
  { id: 'edit', label: words.actions.edit, icon: 'edit' },
  { id: 'cancel', label: words.actions.cancel, icon: 'trash', tone: 'critical' },
];

type DemoProps = Omit<TableProps<Reservation>, 'columns' | 'rows' | 'rowActions'> & { rows: Reservation[]; words: TableWords; withRowActions?: boolean };

/** A table whose caller sorts the rows and keeps the selection, as a page would. */
function ReservationsTable({ rows, words, withRowActions = true, ...props }: DemoProps) {
  const intl = useIntl();
  const columns = useColumns(words);
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  const [selected, setSelected] = useState<Selection>(new Set());
  const sorted = sortRows(rows, sort, (row, column) => row[column as keyof Reservation], intl.locale);
  return (
    <Table
      aria-label={words.label}
      getRowLabel={(reservation) => reservation.customer}
      rowActions={withRowActions ? actionsOf(words) : undefined}
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
  args: { ...localeArgs.ar, selectionMode: 'multiple', onRowAction: fn(), onSelectionChange: fn(), isLoading: false },
  argTypes: { selectionMode: { control: 'inline-radio', options: tableSelectionModes } },
  parameters: {
    localeArgs,
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
  play: async ({ canvasElement, globals }) => {
    const { words, rows, byName } = sampleIn(globals);
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: words.label });
    await expect(within(grid).getAllByRole('row')).toHaveLength(rows.length + 1);
    const customer = canvas.getByRole('columnheader', { name: words.columns.customer });
    await expect(customer).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(customer);
    await expect(customer).toHaveAttribute('aria-sort', 'ascending');
    // Sorted with the locale's collation: Arabic and Urdu letters in their own order.
    await expect(rowHeaders(canvasElement)).toEqual(byName);
    await userEvent.click(customer);
    await expect(customer).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)[0]).toBe(byName.at(-1));
  },
};

/** Sorted by amount. */
export const SortByAmount: Story = {
  args: { sortDescriptor: { column: 'totalHalalas', direction: 'descending' } },
  play: async ({ canvasElement, globals }) => {
    const { words, customer } = sampleIn(globals);
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('columnheader', { name: words.columns.totalHalalas })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual(['r4', 'r2', 'r1', 'r3'].map(customer));
  },
};

/**
 * Where a column's figures end, in the reading direction: the inline end of the amount column's
 * name and of each amount's text (the right edge in English, the left edge in Arabic).
 */
function amountEdges(canvasElement: HTMLElement, amountName: string) {
  const rtl = canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const endOf = (element: Element) => {
    const box = element.getBoundingClientRect();
    return rtl ? box.left : box.right;
  };
  const canvas = within(canvasElement);
  const header = canvas.getByRole('columnheader', { name: amountName });
  const column = [...header.parentElement!.children].indexOf(header);
  const rows = canvas.getAllByRole('row').slice(1);
  // The amount is the cell's text, without the column's name (shown in the card layout alone).
  const amounts = rows.map((row) => row.children[column]!.lastElementChild!);
  return { header: endOf(header.firstElementChild!), amounts: amounts.map(endOf), texts: amounts.map((a) => a.textContent) };
}

/** Amounts end under the end of their column's name, as figures are compared (Arabic: at the left). */
export const AmountsLineUp: Story = {
  play: async ({ canvasElement, globals }) => {
    const { words } = sampleIn(globals);
    await rendered(canvasElement);
    const { header, amounts, texts } = amountEdges(canvasElement, words.columns.totalHalalas);
    await expect(texts).toHaveLength(4);
    for (const edge of amounts) await expect(Math.abs(edge - header)).toBeLessThanOrEqual(1);
  },
};

/** The same in English: the amounts' right edges under the right edge of "Amount". */
export const AmountsLineUpEnglish: Story = {
  globals: { locale: 'en' },
  play: AmountsLineUp.play,
};

/** Rows selected with checkboxes. */
export const RowSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(args.rows.length + 1);
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
  play: async ({ canvasElement, args, globals, loaded }) => {
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
    const actions = canvas.getByRole('button', { name: formatIn(globals, loaded, 'ds.data.table.rowActions', { row: sampleIn(globals).customer('r1') }) });
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
  play: async ({ canvasElement, args, globals, loaded }) => {
    const { words, customer } = sampleIn(globals);
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: formatIn(globals, loaded, 'ds.data.table.rowActions', { row: customer('r2') }) });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(button);
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: words.actions.cancel }));
    await expect(args.onRowAction).toHaveBeenCalledWith('cancel', expect.objectContaining({ id: 'r2', customer: customer('r2') }));
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
  play: async ({ canvasElement, globals, loaded }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messageOf(loaded, 'ds.data.table.loading'));
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    await expect(canvas.queryByText(sampleIn(globals).customer('r1'))).not.toBeInTheDocument();
  },
};

/** With nothing to show. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, loaded }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.table.empty'))).toBeInTheDocument();
  },
};

const noReservations = perLocale({
  ar: 'لا توجد حجوزات اليوم. شارك رابط الحجز مع عملائك.',
  en: 'No reservations today. Share your booking link with your clients.',
  tr: 'Bugün rezervasyon yok. Rezervasyon bağlantınızı müşterilerinizle paylaşın.',
  ur: 'آج کوئی بکنگ نہیں۔ اپنا بکنگ لنک اپنے کلائنٹس کے ساتھ شیئر کریں۔',
});

const emptyArgs = mapLocales(noReservations, (text) => ({ emptyState: <span>{text}</span> }));

/** No rows: its own empty message and action. */
export const CustomEmptyState: Story = {
  args: { rows: [], ...emptyArgs.ar },
  parameters: { localeArgs: emptyArgs },
  play: async ({ canvasElement, globals }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByText(inLocale(noReservations, globals))).toBeInTheDocument();
  },
};

const onNextPage = fn();
const pages = perLocale({
  ar: { label: 'الصفحات', previous: 'السابق', next: 'التالي' },
  en: { label: 'Pages', previous: 'Previous', next: 'Next' },
  tr: { label: 'Sayfalar', previous: 'Önceki', next: 'Sonraki' },
  ur: { label: 'صفحات', previous: 'پچھلا', next: 'اگلا' },
});
const paginationArgs = mapLocales(pages, (t) => ({
  pagination: (
    <nav aria-label={t.label} style={{ display: 'flex', gap: 8 }}>
      <Button tone="neutral" size="small" isDisabled>
        {t.previous}
      </Button>
      <Button tone="neutral" size="small" onPress={onNextPage}>
        {t.next}
      </Button>
    </nav>
  ),
}));
/** Long data in pages. */
export const WithPagination: Story = {
  args: { ...paginationArgs.ar },
  parameters: { localeArgs: paginationArgs },
  play: async ({ canvasElement, globals }) => {
    await rendered(canvasElement);
    onNextPage.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: inLocale(pages, globals).label });
    // The slot sits under the table.
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: inLocale(pages, globals).next }));
    await expect(onNextPage).toHaveBeenCalledTimes(1);
  },
};

/** At phone width: rows as cards. */
export const NarrowCards: Story = {
  name: 'Phone width (cards)',
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const { words, customer } = sampleIn(globals);
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1]!;
    await expect(getComputedStyle(row).display).toBe('grid');
    // Each value carries its column name, and the grid semantics stay.
    await expect(within(row).getByText(words.columns.barber)).toBeVisible();
    await expect(within(row).getByRole('rowheader')).toHaveTextContent(customer('r1'));
    await expect(canvas.getByRole('columnheader', { name: words.columns.customer })).toBeVisible();
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(375);
    // In a card every value starts at one edge beside its name, the amount too.
    const rtl = canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const textStart = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell.lastElementChild!);
      const box = range.getBoundingClientRect();
      return rtl ? box.right : box.left;
    };
    const barberCell = within(row).getByText(words.columns.barber).parentElement!;
    const amountCell = within(row).getByText(words.columns.totalHalalas).parentElement!;
    await expect(Math.abs(textStart(amountCell) - textStart(barberCell))).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('columnheader', { name: words.columns.totalHalalas }));
    await expect(canvas.getByRole('columnheader', { name: words.columns.totalHalalas })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
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
