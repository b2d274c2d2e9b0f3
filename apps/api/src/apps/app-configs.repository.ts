/**
 * A customer's app configurations in SQL (spec A §7: areaparceiro/clientes/{id}/aplicativos). Which customers' apps
 * a call reaches is the row-level security's decision; the customer in the path only picks among them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig, AppConfigInput } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { apps } from './apps.schema';

const columns = {
  id: apps.id,
  name: apps.name,
  nfcEnabled: apps.nfcEnabled,
  qrCodeEnabled: apps.qrCodeEnabled,
  locationRequired: apps.locationRequired,
};

type Row = { id: number; name: string; nfcEnabled: boolean; qrCodeEnabled: boolean; locationRequired: boolean };

const toConfig = ({ id, name, ...flags }: Row): AppConfig => ({ id, name, flags });

export function appConfigRepository(db: Database, customerId: number) {
  const ofCustomer = eq(apps.customerId, customerId);
  return {
    async list(): Promise<AppConfig[]> {
      return (await db.select(columns).from(apps).where(ofCustomer).orderBy(asc(apps.id))).map(toConfig);
    },

    async get(id: number): Promise<AppConfig | undefined> {
      const [row] = await db
        .select(columns)
        .from(apps)
        .where(and(eq(apps.id, id), ofCustomer));
      return row === undefined ? undefined : toConfig(row);
    },

    async create(input: AppConfigInput): Promise<number> {
      const [row] = await db
        .insert(apps)
        .values({ customerId, name: input.name, ...input.flags })
        .returning({ id: apps.id });
      if (row === undefined) throw new Error('insert into apps returned no id');
      return row.id;
    },

    async update(id: number, input: AppConfigInput): Promise<number | undefined> {
      const [row] = await db
        .update(apps)
        .set({ name: input.name, ...input.flags })
        .where(and(eq(apps.id, id), ofCustomer))
        .returning({ id: apps.id });
      return row?.id;
    },
  };
}
