/**
 * The one list view (spec A §2 "Shared list pages"): search box, table, total count, rows per page
 * (10/25/50/100) and page buttons. While a page loads the previous rows stay visible under a spinner;
 * a failure says 'Error loading data' with Retry. Long text is cut with an ellipsis and shown whole on hover.
 * Columns with a `sort` name sort on a click of their header (the order goes to the URL and the wire). The table
 * fits any width from a phone's up: columns never shrink below their `minWidth` or their header's text; when room
 * runs out, columns with a larger `priority` number hide and their values show under the row's first cell, and
 * when even the columns that never hide do not fit, the table scrolls sideways in its frame, first column pinned.
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
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
import { layoutColumns, sizesOf, type ColumnNeed } from './column-layout';
import { ExportButton } from './ExportButton';
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
  /** The least width in px (the header's text is always given room too); 96 unless told. */
  readonly minWidth?: number;
  /**
   * 1: never hidden (an action, the row's name). Larger numbers hide first when the list is narrow; 2 unless told.
   * The first column never hides.
   */
  readonly priority?: number;
  /** The name the list port sorts by (a domain field, e.g. 'createdAt'); the header then sorts on a click. */
  readonly sort?: string;
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
  /** What an empty list says instead of 'No records found.': a screen's own empty state (what it watches, a link). */
  empty?: ReactNode;
}

const SKELETON_ROWS = 5;
const DEFAULT_MIN_WIDTH = 96;
const DEFAULT_PRIORITY = 2;
/** A header cell's padding (Fluent's spacingHorizontalS both sides), and its sort arrow with the gap before it. */
const HEADER_PADDING = 16;
const SORT_ICON_ROOM = 24;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, maxWidth: '360px' },
  spacer: { flexGrow: 1 },
  tableWrap: { position: 'relative', overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  table: { tableLayout: 'fixed' },
  // The layout's widths include the padding: in a content-box cell each column would add 16 px and overflow the frame.
  header: { whiteSpace: 'nowrap', boxSizing: 'border-box' },
  // Pinned while the table scrolls sideways, with a background so the cells sliding under it do not show through.
  pinned: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  details: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalS,
    margin: 0,
    paddingBlockEnd: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  detailTerm: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  detailValue: { margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
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
  empty,
}: DataListProps<Row>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rowsId = useId('rows-per-page');
  const { status, records, total, query } = list;
  const loading = status === 'loading';
  const pages = pageCount(total, query.rowsPerPage);
  const lastPage = pages - 1;
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useFrameWidth(frame);
  const layout = useColumnLayout(columns, frameWidth, frame, rowActions ? actionsWidth : undefined);
  const shownColumns = layout ? columns.filter((column) => layout.widths.has(column.id)) : columns;
  const hiddenColumns = layout ? columns.filter((column) => !layout.widths.has(column.id)) : [];
  const scrolls = layout !== undefined && layout.tableWidth > frameWidth;
  // Every column with a text and a header in words goes to the file, hidden ones too; actions and pictures do not.
  const exportColumns = useMemo(
    () =>
      columns.flatMap((column) =>
        column.text && typeof column.header === 'string' ? [{ header: column.header, text: column.text }] : [],
      ),
    [columns],
  );
  const columnCount = shownColumns.length + (rowActions ? 1 : 0);
  const widthOf = (column: DataListColumn<Row>) => {
    const measured = layout?.widths.get(column.id);
    return measured !== undefined ? `${measured}px` : column.width;
  };

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
          {empty ?? (
            <div className={styles.message}>
              <Text>{t('list.empty')}</Text>
            </div>
          )}
        </TableCell>
      </TableRow>
    );
  } else {
    body = records.map((row) => (
      <TableRow key={rowKey(row)}>
        {shownColumns.map((column, index) => (
          <TableCell key={column.id} className={mergeClasses(index === 0 && scrolls && styles.pinned)}>
            {cellContent(column, row, styles.cut)}
            {index === 0 && hiddenColumns.length > 0 && (
              <dl className={styles.details}>
                {hiddenColumns.map((hidden) => (
                  <div key={hidden.id} style={{ display: 'contents' }}>
                    <dt className={styles.detailTerm}>{hidden.header}</dt>
                    <dd className={styles.detailValue} title={hidden.text?.(row)}>
                      {hidden.render ? hidden.render(row) : hidden.text?.(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </TableCell>
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
        <ExportButton listName={label} columns={exportColumns} allRows={list.allRows} />
        {toolbar}
      </div>

      <div className={styles.tableWrap} ref={frame}>
        <Table
          aria-label={label}
          aria-busy={loading}
          className={mergeClasses(styles.table, loading && records.length > 0 && styles.stale)}
          style={layout ? { width: `${layout.tableWidth}px` } : { minWidth: '480px' }}
        >
          <TableHeader>
            <TableRow>
              {shownColumns.map((column, index) => {
                const sorted = column.sort !== undefined && column.sort === query.sort;
                const width = widthOf(column);
                return (
                  <TableHeaderCell
                    key={column.id}
                    className={mergeClasses(styles.header, index === 0 && scrolls && styles.pinned)}
                    style={width ? { width } : undefined}
                    sortable={column.sort !== undefined}
                    sortDirection={sorted ? (query.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                    button={column.sort === undefined ? undefined : { onClick: () => list.sortBy(column.sort ?? '') }}
                  >
                    {column.header}
                  </TableHeaderCell>
                );
              })}
              {rowActions && (
                <TableHeaderCell
                  className={styles.header}
                  style={{ width: widthOf({ id: ACTIONS_ID, header: '', width: actionsWidth }) }}
                >
                  {t('list.actions')}
                </TableHeaderCell>
              )}
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

const ACTIONS_ID = '__actions';

/** The frame's inner width in px, kept current as it resizes; 0 until measured (and where nothing is laid out). */
function useFrameWidth(frame: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

let measuringCanvas: HTMLCanvasElement | undefined;

/** The width of a header's text in the frame's font (semibold, as wide as a header gets). */
function textWidth(text: string, frame: HTMLElement): number {
  measuringCanvas ??= document.createElement('canvas');
  const context = measuringCanvas.getContext('2d');
  if (!context) return 0;
  const style = getComputedStyle(frame);
  context.font = `600 ${style.fontSize || '14px'} ${style.fontFamily || 'sans-serif'}`;
  return Math.ceil(context.measureText(text).width);
}

/** The columns' layout in the frame's width, or undefined before the frame is measured. */
function useColumnLayout<Row>(
  columns: readonly DataListColumn<Row>[],
  frameWidth: number,
  frame: RefObject<HTMLDivElement | null>,
  actionsWidth: string | undefined,
): { widths: Map<string, number>; tableWidth: number } | undefined {
  if (frameWidth <= 0 || !frame.current) return undefined;
  const element = frame.current;
  const all: { id: string; header: ReactNode; width?: string; minWidth?: number; priority?: number; sort?: string }[] =
    actionsWidth === undefined
      ? [...columns]
      : [...columns, { id: ACTIONS_ID, header: '', width: actionsWidth, priority: 1, minWidth: 0 }];
  const sizes = sizesOf(all.map((column) => column.width));
  const needs: ColumnNeed[] = all.map((column, index) => {
    const header = typeof column.header === 'string' ? column.header : '';
    const headerRoom =
      header === '' ? 0 : textWidth(header, element) + HEADER_PADDING + (column.sort ? SORT_ICON_ROOM : 0);
    return {
      id: column.id,
      minWidth: Math.max(column.minWidth ?? DEFAULT_MIN_WIDTH, headerRoom),
      priority: column.priority ?? DEFAULT_PRIORITY,
      size: sizes[index] ?? { share: 1 },
    };
  });
  const layout = layoutColumns(needs, frameWidth);
  return { widths: new Map(layout.shown.map((column) => [column.id, column.width])), tableWidth: layout.tableWidth };
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
