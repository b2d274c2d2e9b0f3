/**
 * Demo data on an empty database, once: partners with valid CNPJs, one user per role, customer staff, and the
 * suspicious readings a new user meets (issue 28 §5).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { categories, customers, partners, productImages, productLines, products, users } from '../src/db/schema';
import { isCnpj, normalizeGtin, SUSPICION_RULES, suspicionRuleOfCode } from '@tagtrail/domain';
import { demoCnpj, seedDemoData, DEMO_PASSWORD } from '../src/demo/demo-data';
import { verifyPassword } from '../src/identity';
import { secretBox } from '../src/identity/secret-box';
import { lotKeyBox } from '../src/lots/secure-lot-keys';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { foldReadings } from '../src/tags/fold-readings';

const silent = Fastify({ logger: false }).log;
let database: OpenDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

describe('CNPJ numbers for demo partners', () => {
  it('starts from the known CNPJ 11.222.333/0001-81', () => {
    expect(demoCnpj(0)).toBe('11222333000181');
  });

  it('gives every demo partner a different CNPJ with valid check digits, stored without its mask', () => {
    const numbers = Array.from({ length: 40 }, (_, index) => demoCnpj(index));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const cnpj of numbers) {
      expect(cnpj).toMatch(/^\d{14}$/);
      expect(isCnpj(cnpj), cnpj).toBe(true);
    }
  });
});

describe('seeding', () => {
  it('fills an empty database with at least 35 partners and one user per role, password tagtrail', async () => {
    // With a key box, as the server seeds: the demo's secure lot and its copies too.
    expect(await seedDemoData(database.db, silent, undefined, lotKeyBox(secretBox(randomBytes(32))))).toMatchObject({
      seeded: true,
    });
    const [partnerCount] = await database.db.select({ total: count() }).from(partners);
    expect(partnerCount?.total).toBeGreaterThanOrEqual(35);
    const accounts = (await database.db.select().from(users)).filter((u) => !u.mustChangePassword);
    expect(accounts.map((u) => [u.username, u.role]).sort()).toEqual([
      ['admin', 'admin'],
      ['customer', 'customer'],
      ['partner', 'partner'],
      ['pos', 'pointofsale'],
    ]);
    for (const account of accounts) expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
  });

  it('ties the partner user to a demo partner', async () => {
    const [partnerUser] = await database.db.select().from(users).where(eq(users.username, 'partner'));
    expect(partnerUser?.partnerId).toBeTypeOf('number');
    const [partner] = await database.db
      .select()
      .from(partners)
      .where(eq(partners.id, partnerUser?.partnerId ?? 0));
    expect(partner).toBeDefined();
  });

  it("gives the demo partner's customers staff accounts, made with a one-time password nobody is shown", async () => {
    const [partnerUser] = await database.db.select().from(users).where(eq(users.username, 'partner'));
    const staff = (await database.db.select().from(users)).filter((u) => u.mustChangePassword);
    expect(staff.length).toBeGreaterThanOrEqual(5);
    const ofPartner = await database.db
      .select()
      .from(customers)
      .where(eq(customers.partnerId, partnerUser?.partnerId ?? 0));
    const customerIds = new Set(ofPartner.map((customer) => customer.id));
    for (const account of staff) {
      // Customer staff, and the demo customer's sales points (issue 10 §7).
      expect(['customer', 'pointofsale']).toContain(account.role);
      expect(customerIds.has(account.customerId ?? 0)).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(false);
    }
  });

  it("gives the demo customer a winery's catalogue: coloured product lines, a two-level category tree, 30+ products in it (issue 10 §9)", async () => {
    const [customerUser] = await database.db.select().from(users).where(eq(users.username, 'customer'));
    const customerId = customerUser?.customerId ?? 0;
    const lines = await database.db.select().from(productLines).where(eq(productLines.customerId, customerId));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.colour).toMatch(/^#[0-9a-f]{6}$/);

    const tree = await database.db.select().from(categories).where(eq(categories.customerId, customerId));
    const tops = tree.filter((category) => category.parentCategoryId === null);
    const children = tree.filter((category) => category.parentCategoryId !== null);
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(children.length).toBeGreaterThan(tops.length);
    const topIds = new Set(tops.map((category) => category.id));
    // Two levels: every subcategory sits under a top category.
    for (const child of children) expect(topIds.has(child.parentCategoryId ?? 0)).toBe(true);

    const own = await database.db.select().from(products).where(eq(products.customerId, customerId));
    expect(own.length).toBeGreaterThanOrEqual(30);
    // Every product filed in a category of the customer's, the ones demo-customers.ts made too.
    const categoryIds = new Set(tree.map((category) => category.id));
    for (const product of own) expect(categoryIds.has(product.categoryId ?? 0), product.code).toBe(true);
    expect(new Set(own.map((product) => product.code)).size).toBe(own.length);
    expect(own.some((product) => product.name.length > 100)).toBe(true);
    expect(own.some((product) => !product.active)).toBe(true);
    // Each has its drawn pictures, the main one its thumbnail.
    const images = await database.db.select().from(productImages).where(eq(productImages.customerId, customerId));
    for (const product of own) {
      expect(
        images.some((image) => image.productId === product.id),
        product.code,
      ).toBe(true);
      expect(product.thumbImageId).not.toBeNull();
    }
  });

  it('gives every demo product a valid GTIN, stored as GTIN-14, no two alike (issue 29 §1)', async () => {
    const all = await database.db.select({ code: products.code, gtin: products.gtin }).from(products);
    expect(all.length).toBeGreaterThan(100);
    for (const product of all)
      expect(product.gtin !== null && normalizeGtin(product.gtin), product.code).toBe(product.gtin);
    expect(new Set(all.map((product) => product.gtin)).size).toBe(all.length);
  });

  it('adds nothing the second time', async () => {
    const accountsBefore = (await database.db.select().from(users)).length;
    const before = await database.db.select({ total: count() }).from(partners);
    expect(await seedDemoData(database.db, silent)).toEqual({ seeded: false, partners: 0, users: 0 });
    expect(await database.db.select({ total: count() }).from(partners)).toEqual(before);
    expect((await database.db.select().from(users)).length).toBe(accountsBefore);
  });
});

describe('suspicious readings of the demo (issue 28 §5)', () => {
  /** The demo customer's alerts, as many per rule, once every reading is folded and judged. */
  async function alertsPerRule(): Promise<Map<string, number>> {
    await foldReadings(database.db);
    while ((await judgeNotedReadings(database.db)) > 0);
    const [customerUser] = await database.db.select().from(users).where(eq(users.username, 'customer'));
    const { rows } = (await database.db.execute(
      sql`select rule, count(*)::int as alerts from suspicion_alerts
           where customer_id = ${customerUser?.customerId ?? 0} group by rule`,
    )) as unknown as { rows: { rule: number; alerts: number }[] };
    return new Map(rows.map((row) => [suspicionRuleOfCode(Number(row.rule)) ?? String(row.rule), row.alerts]));
  }

  it("raises every rule's alert at least once for the demo customer, on its planted cases", async () => {
    const alerts = await alertsPerRule();
    for (const rule of SUSPICION_RULES) expect(alerts.get(rule) ?? 0, rule).toBeGreaterThan(0);
  });

  it('raises no wall of false alarms: ordinary demo tags stay in their city, so at most 3 impossible journeys', async () => {
    const alerts = await alertsPerRule();
    expect(alerts.get('impossible-travel') ?? 0).toBeLessThanOrEqual(3);
    // One flooded tag, three bottles of the diverted lot abroad, one expired bottle, the secure lot's three copies.
    expect(alerts.get('too-many-readings') ?? 0).toBeLessThanOrEqual(3);
    expect(alerts.get('off-market') ?? 0).toBeLessThanOrEqual(5);
    expect(alerts.get('after-expiry') ?? 0).toBeLessThanOrEqual(3);
  });
});
