/**
 * The calling customer's alerts and rule settings in SQL (issue 28 §3). No query names a customer for reading:
 * row-level security shows only the caller's alerts and settings (migration 0037); a save names the caller's customer,
 * which the policy checks. The judge (judge-readings.ts) writes the alerts; here they are only read and acknowledged.
 */
import { and, count, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DEFAULT_SUSPICION_SETTINGS,
  SUSPICION_RULES,
  suspicionRuleOfCode,
  SuspicionSettingsSchema,
  type Page,
  type SUSPICION_ALERT_SORTS,
  type SuspicionAlertRow,
  type SuspicionAlertSituation,
  type SuspicionRule,
  type SuspicionSettings,
} from '@tagtrail/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  containsText,
  orderOf,
  readCountedPage,
  textOrder,
  totalOfMatchedRows,
  type SortedPageQuery,
} from '../db/paging';
import { customerLots, partnerLots, products, tags } from '../db/schema';
import { suspicionAlerts, suspicionSettings } from './suspicious-readings.schema';

export type SuspicionAlertSort = (typeof SUSPICION_ALERT_SORTS)[number];

const SORT_COLUMNS: Readonly<Record<SuspicionAlertSort, SQL>> = {
  lastReadAt: sql`${suspicionAlerts.lastReadAt}`,
  firstReadAt: sql`${suspicionAlerts.firstReadAt}`,
  readingCount: sql`${suspicionAlerts.readingCount}`,
  // In the order of SUSPICION_RULES (their stored codes), the order the settings screen lists them in: the names are
  // translated on screen, so no alphabetical order of them holds in every language.
  rule: sql`${suspicionAlerts.rule}`,
  tagId: textOrder(tags.tagId),
  country: textOrder(suspicionAlerts.lastCountry),
  productName: textOrder(products.name),
  lotNumber: textOrder(customerLots.number),
};

// A rule code this server does not know (a newer server's, after a rollback) is left out, as suspicionRuleOfCode asks.
const KNOWN_RULE = lte(suspicionAlerts.rule, SUSPICION_RULES.length);

function ruleOf(code: number): SuspicionRule {
  const rule = suspicionRuleOfCode(code);
  // KNOWN_RULE lets through only codes the domain knows: a rule shown as another would mislead.
  if (rule === undefined) throw new Error(`suspicion alert with unknown rule code ${code}`);
  return rule;
}

const SITUATION: Readonly<Record<SuspicionAlertSituation, SQL>> = {
  open: isNull(suspicionAlerts.acknowledgedAt),
  acknowledged: isNotNull(suspicionAlerts.acknowledgedAt),
};

const rowColumns = {
  id: suspicionAlerts.id,
  tagRowId: suspicionAlerts.tagId,
  tagId: tags.tagId,
  rule: suspicionAlerts.rule,
  firstReadAt: suspicionAlerts.firstReadAt,
  lastReadAt: suspicionAlerts.lastReadAt,
  readingCount: suspicionAlerts.readingCount,
  country: suspicionAlerts.lastCountry,
  productName: products.name,
  lotNumber: customerLots.number,
  acknowledgedAt: suspicionAlerts.acknowledgedAt,
};

export function suspicionAlertRepository(db: Database) {
  /** The alerts with their tag, its customer lot and its product, as the fold attributed the tag's readings. */
  const withTagLotAndProduct = <Select extends PgSelect>(select: Select) =>
    select
      .innerJoin(tags, eq(tags.id, suspicionAlerts.tagId))
      .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
      .leftJoin(customerLots, eq(customerLots.id, tags.customerLotId))
      // The customer lot's product is the one the tag went out with; before that, the partner lot's (migration 0037).
      .leftJoin(products, sql`${products.id} = coalesce(${customerLots.productId}, ${partnerLots.productId})`);

  return {
    /** A page of the alerts, all of them or those in one situation (open, acknowledged). */
    async list(
      query: SortedPageQuery<SuspicionAlertSort>,
      situation: SuspicionAlertSituation | undefined,
    ): Promise<Page<SuspicionAlertRow>> {
      const search = containsText(
        query.search,
        tags.tagId,
        products.name,
        customerLots.number,
        suspicionAlerts.lastCountry,
      );
      const where = and(KNOWN_RULE, situation === undefined ? undefined : SITUATION[situation], search);
      const order = orderOf(query.direction);
      // The joins and the search are the cost here: one pass finds the rows and counts them.
      const page = await readCountedPage(
        query,
        ({ limit, offset }) =>
          withTagLotAndProduct(
            db
              .select({ ...rowColumns, total: totalOfMatchedRows })
              .from(suspicionAlerts)
              .$dynamic(),
          )
            .where(where)
            .orderBy(order(SORT_COLUMNS[query.sort]), order(suspicionAlerts.id))
            .limit(limit)
            .offset(offset),
        () => withTagLotAndProduct(db.select({ total: count() }).from(suspicionAlerts).$dynamic()).where(where),
      );
      return {
        total: page.total,
        records: page.records.map((row) => ({
          ...row,
          rule: ruleOf(row.rule),
          firstReadAt: row.firstReadAt.toISOString(),
          lastReadAt: row.lastReadAt.toISOString(),
          acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Acknowledges an alert the caller sees; one already acknowledged keeps its time. Undefined when the caller sees
     * no such alert.
     */
    async acknowledge(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(suspicionAlerts)
        .set({ acknowledgedAt: sql`coalesce(${suspicionAlerts.acknowledgedAt}, now())` })
        .where(eq(suspicionAlerts.id, id))
        .returning({ id: suspicionAlerts.id });
      return row?.id;
    },

    /** The saved settings; the defaults when none are saved, or when what is saved no longer reads. */
    async settings(): Promise<SuspicionSettings> {
      const [row] = await db.select({ settings: suspicionSettings.settings }).from(suspicionSettings);
      if (row === undefined) return DEFAULT_SUSPICION_SETTINGS;
      const parsed = v.safeParse(SuspicionSettingsSchema, row.settings);
      return parsed.success ? parsed.output : DEFAULT_SUSPICION_SETTINGS;
    },

    async saveSettings(customerId: number, settings: SuspicionSettings): Promise<void> {
      await db
        .insert(suspicionSettings)
        .values({ customerId, settings })
        .onConflictDoUpdate({
          target: suspicionSettings.customerId,
          set: { settings, updatedAt: sql`now()` },
        });
    },
  };
}
