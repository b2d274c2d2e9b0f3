/**
 * The one list view (spec A §2 "Shared list pages"): search box, table, total count, rows per page
 * (10/25/50/100) and page buttons. While a page loads the previous rows stay visible under a spinner;
 * a failure says 'Error loading data' with Retry. Long text is cut with an ellipsis and shown whole on hover.
 */
import type { ReactNode } from 'react';
import {
  Button,
  Label,
  makeStyles,
  mergeClasses,
  SearchBox,
  Select,
  Skeleton,
  SkeletonItem,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
  ErrorCircle20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZE_OPTIONS } from '@tagtrail/domain';
import type { ListController } from './useList';

export interface DataListColumn<Row> {
  readonly id: string;
  readonly header: ReactNode;
  /** The cell's text: cut with an ellipsis when too long, whole in its tooltip. */
  readonly text?: (row: Row) => string;
  /** Anything richer than text (a link, a badge); overrides `text` for display. */
  readonly render?: (row: Row) => ReactNode;
  /** A CSS width, e.g. '30%' or '12rem'; columns without one share the rest. */
  readonly width?: string;
}

export interface DataListProps<Row> {
  /** The table's accessible name (usually the page title). */
  label: string;
  list: ListController<Row>;
  columns: readonly DataListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Buttons for one row (edit, users…), in a last "Actions" column. */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: string;
  /** Beside the search box: the page's own buttons (New …). */
  toolbar?: ReactNode;
}

const SKELETON_ROWS = 5;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, maxWidth: '360px' },
  spacer: { flexGrow: 1 },
  tableWrap: { position: 'relative', overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  table: { tableLayout: 'fixed', minWidth: '480px' },
  stale: { opacity: 0.5 },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  cut: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  message: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXL,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  rows: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function DataList<Row>({
  label,
  list,
  columns,
  rowKey,
  rowActions,
  actionsWidth = '8rem',
  toolbar,
}: DataListProps<Row>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rowsId = useId('rows-per-page');
  const { status, records, total, query } = list;
  const loading = status === 'loading';
  const pages = pageCount(total, query.rowsPerPage);
  const lastPage = pages - 1;
  const columnCount = columns.length + (rowActions ? 1 : 0);

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <div className={styles.message} role="alert">
            <ErrorCircle20Regular className={styles.error} />
            <Text className={styles.error}>{t('list.loadError')}</Text>
            <Button icon={<ArrowClockwise20Regular />} onClick={list.reload}>
              {t('list.retry')}
            </Button>
          </div>
        </TableCell>
      </TableRow>
    );
  } else if (loading && records.length === 0) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <TableRow key={index} aria-hidden>
        {Array.from({ length: columnCount }, (_, cell) => (
          <TableCell key={cell}>
            <Skeleton>
              <SkeletonItem />
            </Skeleton>
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (records.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <div className={styles.message}>
            <Text>{t('list.empty')}</Text>
          </div>
        </TableCell>
      </TableRow>
    );
  } else {
    body = records.map((row) => (
      <TableRow key={rowKey(row)}>
        {columns.map((column) => (
          <TableCell key={column.id}>{cellContent(column, row, styles.cut)}</TableCell>
        ))}
        {rowActions && (
          <TableCell>
            <div className={styles.actions}>{rowActions(row)}</div>
          </TableCell>
        )}
      </TableRow>
    ));
  }

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={list.searchDraft}
          onChange={(_event, data) => list.search(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') list.commitSearch();
          }}
        />
        {loading && <Spinner size="tiny" aria-label={t('list.loading')} />}
        <span className={styles.spacer} />
        {toolbar}
      </div>

      <div className={styles.tableWrap}>
        <Table
          aria-label={label}
          aria-busy={loading}
          className={mergeClasses(styles.table, loading && records.length > 0 && styles.stale)}
        >
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.id} style={column.width ? { width: column.width } : undefined}>
                  {column.header}
                </TableHeaderCell>
              ))}
              {rowActions && <TableHeaderCell style={{ width: actionsWidth }}>{t('list.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>

      <div className={styles.footer}>
        <Text aria-live="polite">{t('list.total', { count: total })}</Text>
        <span className={styles.spacer} />
        <div className={styles.rows}>
          <Label htmlFor={rowsId}>{t('list.rowsPerPage')}</Label>
          <Select
            id={rowsId}
            value={String(query.rowsPerPage)}
            onChange={(_event, data) => list.setRowsPerPage(Number(data.value))}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <nav className={styles.pager} aria-label={t('list.pagination')}>
          <Button
            appearance="subtle"
            icon={<ChevronDoubleLeft20Regular />}
            aria-label={t('list.firstPage')}
            disabled={query.page <= 0}
            onClick={() => list.setPage(0)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronLeft20Regular />}
            aria-label={t('list.previousPage')}
            disabled={query.page <= 0}
            onClick={() => list.setPage(query.page - 1)}
          />
          <Text>{t('list.pageOf', { page: Math.min(query.page, lastPage) + 1, count: pages })}</Text>
          <Button
            appearance="subtle"
            icon={<ChevronRight20Regular />}
            aria-label={t('list.nextPage')}
            disabled={query.page >= lastPage}
            onClick={() => list.setPage(query.page + 1)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronDoubleRight20Regular />}
            aria-label={t('list.lastPage')}
            disabled={query.page >= lastPage}
            onClick={() => list.setPage(lastPage)}
          />
        </nav>
      </div>
    </section>
  );
}

function cellContent<Row>(column: DataListColumn<Row>, row: Row, cutClass: string): ReactNode {
  const text = column.text?.(row);
  const content = column.render ? column.render(row) : text;
  return (
    <span className={cutClass} title={text}>
      {content}
    </span>
  );
}
