import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Cell,
  CheckboxButton,
  CheckboxField,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { placeholder } from '../Card/Card.css';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import * as styles from './Table.css';

export const tableSelectionModes = ['none', 'single', 'multiple'] as const;
type TableSelectionMode = (typeof tableSelectionModes)[number];
type TableColumnAlign = 'start' | 'end';

export interface TableColumn<Row> {
  id: string;
  /** The header text; on phones also the label beside each value. */
  name: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  allowsSorting?: boolean;
  /** The column that names a row for screen readers (default: the first column). */
  isRowHeader?: boolean;
  /** `end` for amounts and counts so digits line up. */
  align?: TableColumnAlign;
}

export interface TableRowAction {
  id: string;
  label: string;
  icon?: IconName;
  tone?: 'neutral' | 'critical';
  isDisabled?: boolean;
}

export interface TableProps<Row extends { id: Key }> {
  /** What the table lists ("Reservations"); or point `aria-labelledby` at a visible heading. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The current sort; the caller sorts (see `sortRows`) or asks the server to. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: TableSelectionMode;
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** The actions of one row, shown in a menu at the row's end. */
  rowActions?: (row: Row) => readonly TableRowAction[];
  onRowAction?: (actionId: string, row: Row) => void;
  /** A row's name in the actions button ("Actions for Ahmed"); defaults to its id. */
  getRowLabel?: (row: Row) => string;
  /** Shows skeleton rows in place of data. */
  isLoading?: boolean;
  loadingRowCount?: number;
  /** Shown when there are no rows (an EmptyState, or a sentence). */
  emptyState?: ReactNode;
  /** Rendered under the table (a Pagination). */
  pagination?: ReactNode;
}

const SELECTION_COLUMN = '__selection';
const ACTIONS_COLUMN = '__actions';

/**
 * A sortable, selectable data table with row actions, empty and loading states and a
 * pagination slot. Below 768 px every row becomes a card with the column names as labels,
 * while the ARIA grid (rows, cells, column headers, sort state) stays the same.
 */
export function Table<Row extends { id: Key }>({
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  rowActions,
  onRowAction,
  getRowLabel = (row) => String(row.id),
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  pagination,
  ...labelling
}: TableProps<Row>) {
  const intl = useIntl();
  const hasSelection = selectionMode !== 'none';
  const hasActions = rowActions !== undefined;
  const rowHeaderId = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const skeletonKeys = Array.from({ length: loadingRowCount }, (_, index) => `__loading-${index}`);

  const headerColumns = [
    ...(hasSelection ? [{ id: SELECTION_COLUMN }] : []),
    ...columns,
    ...(hasActions ? [{ id: ACTIONS_COLUMN }] : []),
  ] as const;

  return (
    <div className={styles.wrapper} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <VisuallyHidden elementType="span" role="status">
          {intl.formatMessage({ id: 'ds.data.table.loading' })}
        </VisuallyHidden>
      ) : null}
      <div className={styles.scroller}>
        <AriaTable
          {...labelling}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={onSelectionChange}
          disabledKeys={isLoading ? skeletonKeys : undefined}
        >
          <TableHeader className={styles.header}>
            {headerColumns.map((column) => {
              if (column.id === SELECTION_COLUMN) {
                return (
                  <Column key={column.id} id={column.id} className={[styles.column, selectionMode === 'multiple' ? styles.selectAllColumn : ''].join(' ')}>
                    {selectionMode === 'multiple' ? <SelectionCheckbox /> : <VisuallyHidden elementType="span">{intl.formatMessage({ id: 'ds.data.table.selection' })}</VisuallyHidden>}
                  </Column>
                );
              }
              if (column.id === ACTIONS_COLUMN) {
                return (
                  <Column key={column.id} id={column.id} className={styles.column}>
                    <VisuallyHidden elementType="span">{intl.formatMessage({ id: 'ds.data.table.actions' })}</VisuallyHidden>
                  </Column>
                );
              }
              const data = column as TableColumn<Row>;
              return (
                <Column
                  key={data.id}
                  id={data.id}
                  isRowHeader={data.id === rowHeaderId}
                  allowsSorting={data.allowsSorting}
                  className={[styles.column, data.align === 'end' ? styles.endAligned : ''].join(' ')}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span className={styles.columnContent}>
                      {data.name}
                      {allowsSorting ? (
                        <Icon
                          name={sortDirection === 'descending' ? 'chevronDown' : 'chevronUp'}
                          className={sortDirection ? styles.sortIcon : styles.sortIconIdle}
                        />
                      ) : null}
                    </span>
                  )}
                </Column>
              );
            })}
          </TableHeader>
          <TableBody
            className={styles.body}
            renderEmptyState={() => <div className={styles.empty}>{emptyState ?? intl.formatMessage({ id: 'ds.data.table.empty' })}</div>}
          >
            {isLoading
              ? skeletonKeys.map((key) => (
                  <Row key={key} id={key} className={styles.row} data-placeholder="">
                    {hasSelection ? <Cell className={[styles.cell, styles.selectionCell].join(' ')} /> : null}
                    {columns.map((column, index) => (
                      <Cell key={column.id} className={[styles.cell, index === 0 ? styles.titleCell : ''].join(' ')}>
                        <span className={[placeholder, styles.placeholderCell].join(' ')} aria-hidden="true" />
                        {column.id === rowHeaderId ? <VisuallyHidden elementType="span">{intl.formatMessage({ id: 'ds.data.table.loading' })}</VisuallyHidden> : null}
                      </Cell>
                    ))}
                    {hasActions ? <Cell className={[styles.cell, styles.actionsCell].join(' ')} /> : null}
                  </Row>
                ))
              : rows.map((row) => (
                  <Row key={row.id} id={row.id} className={styles.row}>
                    {hasSelection ? (
                      <Cell className={[styles.cell, styles.selectionCell].join(' ')}>
                        <SelectionCheckbox />
                      </Cell>
                    ) : null}
                    {columns.map((column, index) => (
                      <Cell key={column.id} className={[styles.cell, index === 0 ? styles.titleCell : '', column.align === 'end' ? styles.endAligned : ''].join(' ')}>
                        {index === 0 ? null : (
                          <span className={styles.cellLabel} aria-hidden="true">
                            {column.name}
                          </span>
                        )}
                        <span>{column.cell(row)}</span>
                      </Cell>
                    ))}
                    {hasActions ? (
                      <Cell className={[styles.cell, styles.actionsCell].join(' ')}>
                        <RowActionsMenu
                          actions={rowActions(row)}
                          label={intl.formatMessage({ id: 'ds.data.table.rowActions' }, { row: getRowLabel(row) })}
                          onAction={(id) => onRowAction?.(id, row)}
                        />
                      </Cell>
                    ) : null}
                  </Row>
                ))}
          </TableBody>
        </AriaTable>
      </div>
      {pagination ? <div className={styles.pagination}>{pagination}</div> : null}
    </div>
  );
}

/** The row's (or select-all) checkbox; React Aria fills in its state and accessible name. */
function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection">
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <span className={styles.checkboxBox} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
          </span>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

/** A "more" button opening the row's actions in the design system's Menu. */
function RowActionsMenu({ actions, label, onAction }: { actions: readonly TableRowAction[]; label: string; onAction: (id: string) => void }) {
  if (actions.length === 0) return null;
  return (
    <MenuTrigger>
      <IconButton icon="more" label={label} size="small" />
      <Menu placement="bottom end" onAction={(key) => onAction(String(key))} disabledKeys={actions.filter((a) => a.isDisabled).map((a) => a.id)}>
        {actions.map((action) => (
          <MenuItem key={action.id} id={action.id} icon={action.icon} tone={action.tone ?? 'neutral'}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
