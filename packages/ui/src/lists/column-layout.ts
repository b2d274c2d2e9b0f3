/**
 * Which columns a list shows at a given width, and how wide each is, so that no column is ever squeezed below what
 * it needs (a zero-width column once printed its header over its neighbour's). Pure: DataList measures, this decides.
 */

/** What the layout needs to know about one column. */
export interface ColumnNeed {
  readonly id: string;
  /** The least width in px: its header's text and a typical value fit. */
  readonly minWidth: number;
  /** 1 never hides; larger numbers hide first as room runs out. */
  readonly priority: number;
  /** A fixed width in px, or a share of what is left ('55%' becomes 55). */
  readonly size: { readonly fixed: number } | { readonly share: number };
}

export interface ColumnLayout {
  /** The columns shown, in their given order, each with its width in px. */
  readonly shown: readonly { readonly id: string; readonly width: number }[];
  /** The columns hidden for lack of room, in their given order: their values move into the row's details. */
  readonly hidden: readonly string[];
  /** The table's width in px: wider than the frame when even the columns that never hide do not fit (it scrolls). */
  readonly tableWidth: number;
}

/**
 * Lays the columns out in `available` px. Columns hide from the largest priority number (the rightmost first on a
 * tie) until the rest fit; the first column never hides. What is left over goes to the shared columns by their
 * shares, and to the fixed ones only when there are no shared ones.
 */
export function layoutColumns(columns: readonly ColumnNeed[], available: number): ColumnLayout {
  const visible = new Set(columns.map((column) => column.id));
  const least = (column: ColumnNeed) =>
    'fixed' in column.size ? Math.max(column.size.fixed, column.minWidth) : column.minWidth;
  const needed = () => columns.filter((column) => visible.has(column.id)).reduce((sum, c) => sum + least(c), 0);

  const hideable = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => index > 0 && column.priority > 1)
    .sort((a, b) => b.column.priority - a.column.priority || b.index - a.index);
  for (const { column } of hideable) {
    if (needed() <= available) break;
    visible.delete(column.id);
  }

  const shownColumns = columns.filter((column) => visible.has(column.id));
  const tableWidth = Math.max(available, needed());
  const widths = new Map(shownColumns.map((column) => [column.id, least(column)]));
  const shared = shownColumns.filter((column) => 'share' in column.size);
  const growing = shared.length > 0 ? shared : shownColumns;
  const spare = tableWidth - needed();
  const shareOf = (column: ColumnNeed) => ('share' in column.size ? column.size.share : 1);
  const totalShare = growing.reduce((sum, column) => sum + shareOf(column), 0);
  for (const column of growing) {
    widths.set(column.id, (widths.get(column.id) ?? 0) + (spare * shareOf(column)) / totalShare);
  }

  return {
    shown: shownColumns.map((column) => ({ id: column.id, width: Math.floor(widths.get(column.id) ?? 0) })),
    hidden: columns.filter((column) => !visible.has(column.id)).map((column) => column.id),
    tableWidth: Math.floor(tableWidth),
  };
}

/**
 * The columns' CSS widths as the layout reads them: rem and px are fixed widths, a percentage a share; columns
 * without a width split what the percentages leave (one share each when no column gives a percentage).
 */
export function sizesOf(widths: readonly (string | undefined)[], remInPx = 16): ColumnNeed['size'][] {
  const parsed = widths.map((width) => width?.trim().match(/^(\d+(?:\.\d+)?)(rem|px|%)$/) ?? undefined);
  const percents = parsed.reduce((sum, match) => sum + (match?.[2] === '%' ? Number(match[1]) : 0), 0);
  const unsized = parsed.filter((match) => match === undefined).length;
  const leftShare = percents === 0 ? 1 : Math.max(1, (100 - percents) / Math.max(1, unsized));
  return parsed.map((match) => {
    if (match === undefined) return { share: leftShare };
    const value = Number(match[1]);
    if (match[2] === '%') return { share: value };
    return { fixed: match[2] === 'rem' ? value * remInPx : value };
  });
}
