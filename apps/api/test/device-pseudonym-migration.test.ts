/**
 * Migration 0029 on a database that already has devices (issue 24 §1, "existing data migrates"): a database made
 * with the migrations before it, holding devices of two customers (one phone known to both), then migrated to the
 * latest. Every device gets its pseudonym: the same for the same customer and key, different between customers, never
 * the key; and a device made afterwards gets one too.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client';
import { migrationsBefore } from './support/migrations-before';

const PSEUDONYMS_MIGRATION = '0029_device_pseudonyms';

describe('migration 0029 on existing devices', () => {
  it('names every device by a pseudonym of its customer, and every device made later', async () => {
    const before = migrationsBefore(PSEUDONYMS_MIGRATION);
    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      // Devices as the fold left them; the customers they belong to are not the point here (a scratch database).
      await db.execute(sql`alter table devices drop constraint devices_customer_id_fkey`);
      await db.execute(sql`
        insert into devices (customer_id, device_key, name) values
          (1, '7d3f2a9c-1b4e-4c8a-9f6d-2e5b8a1c4d70', 'iPhone'),
          (2, '7d3f2a9c-1b4e-4c8a-9f6d-2e5b8a1c4d70', 'iPhone'),
          (1, '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b', 'Galaxy')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const named = (await db.execute(sql`
        select customer_id, device_key, pseudonym, device_pseudonym(customer_id, device_key) as expected
        from devices order by id`)) as unknown as {
        rows: { customer_id: number; device_key: string; pseudonym: string; expected: string }[];
      };
      expect(named.rows).toHaveLength(3);
      for (const row of named.rows) {
        expect(row.pseudonym).toMatch(/^[0-9a-f]{20}$/);
        expect(row.pseudonym).toBe(row.expected);
        expect(row.device_key).not.toContain(row.pseudonym);
      }
      const [alphaPhone, bravoPhone, otherPhone] = named.rows;
      expect(alphaPhone?.pseudonym).not.toBe(bravoPhone?.pseudonym);
      expect(alphaPhone?.pseudonym).not.toBe(otherPhone?.pseudonym);

      // A device made after the migration is named on insert, whatever the insert says.
      await db.execute(sql`
        insert into devices (customer_id, device_key, name, pseudonym) values (3, 'later-device', 'Moto', 'chosen')`);
      const later = (await db.execute(sql`
        select pseudonym, device_pseudonym(3, 'later-device') as expected from devices
        where device_key = 'later-device'`)) as unknown as { rows: { pseudonym: string; expected: string }[] };
      expect(later.rows[0]?.pseudonym).toBe(later.rows[0]?.expected);
    } finally {
      await client.close();
    }
  });
});
