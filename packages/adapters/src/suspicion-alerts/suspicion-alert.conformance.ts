/**
 * What the SuspicionAlertPort does (issue 28 §3), written once and run against the memory adapter beside it, and meant
 * for the HTTP adapter over a real API server the same way (apps/api/test): the Alerts list (search, every sort either
 * way, the open and acknowledged filter), acknowledging, and the rules' settings. The server is the reference. Not a
 * test file itself, and not in the package's index: reached through `@tagtrail/adapters/conformance`.
 *
 * The suite names the alerts the world must hold (CONFORMANCE_ALERTS): the server makes alerts itself from readings,
 * so the subject writes these rows as the judge would have and answers their ids. No two rows tie in any column, so
 * every order is fixed whatever breaks ties.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SUSPICION_SETTINGS,
  MAX_SPEED_KMH_RANGE,
  SUSPICION_ALERT_SORTS,
  SUSPICION_SETTING_OUT_OF_RANGE,
  WINDOW_HOURS_RANGE,
  type SuspicionAlertPort,
  type SuspicionAlertQuery,
  type SuspicionAlertRow,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { refusal } from '../resource.conformance';

/** An alert as the world holds it, but for the ids the world gives it. */
export type ConformanceAlert = Omit<SuspicionAlertRow, 'id' | 'tagRowId'>;

/**
 * The caller's alerts, and no other. Open: 0, 2, 3; acknowledged: 1, 4. 3 has no place; 4 is of a tag in no customer
 * lot (no product, no lot).
 */
export const CONFORMANCE_ALERTS: readonly ConformanceAlert[] = [
  {
    tagId: '04D4QQ0001',
    rule: 'off-market',
    firstReadAt: '2026-01-10T08:00:00.000Z',
    lastReadAt: '2026-01-12T09:00:00.000Z',
    readingCount: 3,
    country: 'US',
    productName: 'Azeite Extra Virgem 500 ml',
    lotNumber: 'L-2025-118',
    acknowledgedAt: null,
  },
  {
    tagId: '04A1QQ0002',
    rule: 'impossible-travel',
    firstReadAt: '2026-01-05T10:00:00.000Z',
    lastReadAt: '2026-01-15T10:00:00.000Z',
    readingCount: 2,
    country: 'PT',
    productName: 'Vinho Verde Alvarinho 750 ml',
    lotNumber: 'L-2025-007',
    acknowledgedAt: '2026-01-16T12:00:00.000Z',
  },
  {
    tagId: '04E5QQ0003',
    rule: 'too-many-readings',
    firstReadAt: '2026-01-11T00:00:00.000Z',
    lastReadAt: '2026-01-11T23:00:00.000Z',
    readingCount: 41,
    country: 'BR',
    productName: 'Espumante Brut 750 ml',
    lotNumber: 'L-2026-002',
    acknowledgedAt: null,
  },
  {
    tagId: '04B2QQ0004',
    rule: 'after-expiry',
    firstReadAt: '2026-01-20T18:00:00.000Z',
    lastReadAt: '2026-01-20T18:00:00.000Z',
    readingCount: 1,
    country: null,
    productName: 'Cabernet Sauvignon Reserva 750 ml',
    lotNumber: 'L-2024-350',
    acknowledgedAt: null,
  },
  {
    tagId: '04C3QQ0005',
    rule: 'copy',
    firstReadAt: '2026-01-08T12:00:00.000Z',
    lastReadAt: '2026-01-18T12:00:00.000Z',
    readingCount: 7,
    country: 'AR',
    productName: null,
    lotNumber: null,
    acknowledgedAt: '2026-01-19T08:00:00.000Z',
  },
];

/** The order of the rows without a sort: the rule last broken most recently first. */
const DEFAULT_ORDER = [3, 4, 1, 0, 2];

/**
 * Each sort either way, as indexes into CONFORMANCE_ALERTS. A rule sorts by its stored code (SUSPICION_RULES' order:
 * off-market first), not by its name in any language; no value sorts as the largest (last ascending, first descending,
 * PostgreSQL's default); text in the database's ICU root order.
 */
const SORTS: Readonly<Record<(typeof SUSPICION_ALERT_SORTS)[number], { asc: number[]; desc: number[] }>> = {
  lastReadAt: { asc: [2, 0, 1, 4, 3], desc: [3, 4, 1, 0, 2] },
  firstReadAt: { asc: [1, 4, 0, 2, 3], desc: [3, 2, 0, 4, 1] },
  readingCount: { asc: [3, 1, 0, 4, 2], desc: [2, 4, 0, 1, 3] },
  rule: { asc: [0, 1, 2, 3, 4], desc: [4, 3, 2, 1, 0] },
  tagId: { asc: [1, 3, 4, 0, 2], desc: [2, 0, 4, 3, 1] },
  country: { asc: [4, 2, 1, 0, 3], desc: [3, 0, 1, 2, 4] },
  productName: { asc: [0, 3, 2, 1, 4], desc: [4, 1, 2, 3, 0] },
  lotNumber: { asc: [3, 1, 0, 2, 4], desc: [4, 2, 0, 1, 3] },
};

/**
 * Searches and what each finds, in the default order: in the tag's id, the product, the lot and the country's code,
 * letter case aside.
 */
const SEARCHES: readonly { text: string; finds: number[] }[] = [
  { text: '04c3qq', finds: [4] },
  { text: 'us', finds: [0] },
  { text: 'VERDE', finds: [1] },
  { text: 'L-2025', finds: [1, 0] },
  { text: 'nothing like it', finds: [] },
];

export interface SuspicionAlertConformanceSubject {
  readonly port: SuspicionAlertPort;
  /** The ids of the alerts made of CONFORMANCE_ALERTS, in its order; the caller has no others. */
  readonly ids: readonly number[];
  /** The tag row id each of those alerts is of, in the same order. */
  readonly tagRowIds: readonly number[];
  /** An alert of another customer: answered as if it did not exist. Absent for a world of one customer. */
  readonly foreignId?: number;
}

/** No alert has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const query = (fields: Partial<SuspicionAlertQuery> = {}): SuspicionAlertQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

/** A clock skew the acknowledgement's date may show between the test and the server. */
const SKEW_MS = 5_000;

export function describeSuspicionAlertConformance(
  name: string,
  makeSubject: (alerts: readonly ConformanceAlert[]) => Promise<SuspicionAlertConformanceSubject>,
): void {
  describe(`${name}: the suspicion alert port (issue 28 §3)`, () => {
    let subject: SuspicionAlertConformanceSubject;
    let port: SuspicionAlertPort;
    beforeAll(async () => {
      subject = await makeSubject(CONFORMANCE_ALERTS);
      port = subject.port;
    });

    const rowOf = (index: number): SuspicionAlertRow => {
      const alert = CONFORMANCE_ALERTS[index];
      const id = subject.ids[index];
      const tagRowId = subject.tagRowIds[index];
      if (alert === undefined || id === undefined || tagRowId === undefined) throw new Error(`no alert ${index}`);
      return { id, tagRowId, ...alert };
    };
    const indexesOf = (rows: readonly SuspicionAlertRow[]) => rows.map((row) => subject.ids.indexOf(row.id));

    describe('the list', () => {
      it('lists every alert with its tag, rule, readings, place, product, lot and acknowledgement', async () => {
        const page = await port.list(query());
        expect(page.total).toBe(CONFORMANCE_ALERTS.length);
        expect(page.records).toEqual(DEFAULT_ORDER.map(rowOf));
      });

      it('sorts by every column the list offers, either way', async () => {
        for (const sort of SUSPICION_ALERT_SORTS) {
          for (const direction of ['asc', 'desc'] as const) {
            const page = await port.list(query({ sort, direction }));
            expect(indexesOf(page.records), `${sort} ${direction}`).toEqual(SORTS[sort][direction]);
          }
        }
      });

      it('shows the open alerts, the acknowledged ones, or all of them', async () => {
        const open = await port.list(query({ situation: 'open' }));
        expect({ rows: indexesOf(open.records), total: open.total }).toEqual({ rows: [3, 0, 2], total: 3 });
        const acknowledged = await port.list(query({ situation: 'acknowledged', sort: 'readingCount' }));
        expect(indexesOf(acknowledged.records)).toEqual([1, 4]);
        expect((await port.list(query({ situation: undefined }))).total).toBe(5);
      });

      it('finds an alert by its tag, product, lot or country, within the filter too', async () => {
        for (const { text, finds } of SEARCHES) {
          expect(indexesOf((await port.list(query({ searchText: text }))).records), text).toEqual(finds);
        }
        const openOfLots = await port.list(query({ searchText: 'l-2025', situation: 'open' }));
        expect(indexesOf(openOfLots.records)).toEqual([0]);
      });

      it('pages the sorted list, counting every row the filter keeps', async () => {
        const second = await port.list(query({ page: 1, rowsPerPage: 2, sort: 'rule', direction: 'asc' }));
        expect({ rows: indexesOf(second.records), total: second.total }).toEqual({ rows: [2, 3], total: 5 });
        const past = await port.list(query({ page: 3, rowsPerPage: 2 }));
        expect({ rows: past.records, total: past.total }).toEqual({ rows: [], total: 5 });
      });

      it('refuses a sort the list does not offer, naming the sort', async () => {
        const error = await refusal(port.list(query({ sort: 'acknowledgedAt' })));
        expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
        expect(error.details?.[0]).toMatchObject({ field: 'sort' });
      });
    });

    describe('acknowledging', () => {
      it('acknowledges an open alert now: it leaves the open ones for the acknowledged ones', async () => {
        const before = Date.now();
        await port.acknowledge(rowOf(2).id);
        const after = Date.now();
        const acknowledged = (await port.list(query({ situation: 'acknowledged' }))).records;
        const row = acknowledged.find((candidate) => candidate.id === rowOf(2).id);
        expect(row).toEqual({ ...rowOf(2), acknowledgedAt: expect.any(String) });
        const at = Date.parse(row?.acknowledgedAt ?? '');
        expect(at).toBeGreaterThanOrEqual(before - SKEW_MS);
        expect(at).toBeLessThanOrEqual(after + SKEW_MS);
        expect(indexesOf((await port.list(query({ situation: 'open' }))).records)).toEqual([3, 0]);
      });

      it('leaves an alert already acknowledged as it was', async () => {
        await port.acknowledge(rowOf(1).id);
        await port.acknowledge(rowOf(1).id);
        const rows = (await port.list(query({ situation: 'acknowledged' }))).records;
        expect(rows.find((row) => row.id === rowOf(1).id)).toEqual(rowOf(1));
      });

      it('answers 404 NOT_FOUND for an alert that does not exist', async () => {
        expect(await refusal(port.acknowledge(UNKNOWN_ID))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });

      it('answers 404 for another customer’s alert, as if it did not exist', async (context) => {
        const { foreignId } = subject;
        if (foreignId === undefined) return context.skip('a world of one customer');
        expect(await refusal(port.acknowledge(foreignId))).toMatchObject({ status: 404 });
      });
    });

    describe('the settings', () => {
      const custom: SuspicionSettings = {
        offMarket: { enabled: false },
        impossibleTravel: { enabled: true, maxSpeedKmh: 900, minDistanceKm: 120 },
        tooManyReadings: { enabled: true, maxReadings: 60, maxDevices: 3, windowHours: 48 },
        afterExpiry: { enabled: true },
        copy: { enabled: false },
      };

      it('are the defaults, every rule on, until the customer saves any', async () => {
        expect(await port.settings()).toEqual(DEFAULT_SUSPICION_SETTINGS);
      });

      it('keeps what is saved: switches and thresholds', async () => {
        await port.saveSettings(custom);
        expect(await port.settings()).toEqual(custom);
      });

      it('refuses thresholds out of range or not whole, of a rule switched off too, each on its field', async () => {
        const refused: SuspicionSettings = {
          ...custom,
          impossibleTravel: { ...custom.impossibleTravel, maxSpeedKmh: MAX_SPEED_KMH_RANGE.min - 1 },
          tooManyReadings: { ...custom.tooManyReadings, enabled: false, windowHours: 1.5 },
        };
        const error = await refusal(port.saveSettings(refused));
        expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messageKey: SUSPICION_SETTING_OUT_OF_RANGE });
        expect(error.details).toEqual([
          {
            field: 'impossibleTravel.maxSpeedKmh',
            key: SUSPICION_SETTING_OUT_OF_RANGE,
            params: { min: MAX_SPEED_KMH_RANGE.min, max: MAX_SPEED_KMH_RANGE.max },
          },
          {
            field: 'tooManyReadings.windowHours',
            key: SUSPICION_SETTING_OUT_OF_RANGE,
            params: { min: WINDOW_HOURS_RANGE.min, max: WINDOW_HOURS_RANGE.max },
          },
        ]);
        expect(await port.settings()).toEqual(custom);
      });

      it('goes back to the defaults when they are saved', async () => {
        await port.saveSettings(DEFAULT_SUSPICION_SETTINGS);
        expect(await port.settings()).toEqual(DEFAULT_SUSPICION_SETTINGS);
      });
    });
  });
}
