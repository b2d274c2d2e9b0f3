import { describe, expect, it } from 'vitest';
import { layoutColumns, sizesOf, type ColumnNeed } from './column-layout';

const column = (id: string, minWidth: number, priority: number, size: ColumnNeed['size'] = { share: 1 }) => ({
  id,
  minWidth,
  priority,
  size,
});

const lots: ColumnNeed[] = [
  column('partner', 150, 2),
  column('number', 120, 1),
  column('type', 72, 4, { fixed: 88 }),
  column('date', 96, 3, { fixed: 112 }),
  column('edit', 56, 1, { fixed: 72 }),
];

describe('laying out list columns', () => {
  it('shows every column when there is room, giving the spare room to the shared columns', () => {
    const layout = layoutColumns(lots, 1000);
    expect(layout.hidden).toEqual([]);
    expect(layout.tableWidth).toBe(1000);
    const widths = Object.fromEntries(layout.shown.map((shown) => [shown.id, shown.width]));
    expect(widths.type).toBe(88);
    expect(widths.partner).toBeGreaterThan(150);
    expect(Object.values(widths).reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(1000);
  });

  it('hides the largest priority number first when room runs out, never a column of priority 1', () => {
    expect(layoutColumns(lots, 480).hidden).toEqual(['type']);
    expect(layoutColumns(lots, 400).hidden).toEqual(['type', 'date']);
    expect(layoutColumns(lots, 200).hidden).toEqual(['type', 'date']);
  });

  it('never squeezes a column below its least width: the table grows wider than the frame and scrolls', () => {
    const layout = layoutColumns(lots, 200);
    expect(layout.tableWidth).toBe(150 + 120 + 72);
    for (const shown of layout.shown) expect(shown.width).toBeGreaterThanOrEqual(56);
  });

  it('keeps the first column, whatever its priority', () => {
    expect(layoutColumns([column('name', 200, 9), column('code', 100, 1)], 100).hidden).toEqual([]);
  });

  it('reads rem and px as fixed widths and percentages as shares of what is left', () => {
    expect(sizesOf(['4rem', '30px', '55%', undefined])).toEqual([
      { fixed: 64 },
      { fixed: 30 },
      { share: 55 },
      { share: 45 },
    ]);
    expect(sizesOf([undefined, undefined])).toEqual([{ share: 1 }, { share: 1 }]);
  });
});
