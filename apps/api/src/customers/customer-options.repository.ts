/**
 * The customer and product selects of the admin lot form (spec A §2 "/lote/{id?}": customers depend on the
 * partner, products on partner and customer), and the same ownership questions the lot routes ask.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerOption, CustomerProductOption } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { partners, products } from '../db/schema';
import { customers } from './customers.schema';

export function customerOptionsRepository(db: Database) {
  return {
    async partnerExists(partnerId: number): Promise<boolean> {
      const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
      return rows.length > 0;
    },

    async customerBelongsToPartner(customerId: number, partnerId: number): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.partnerId, partnerId)));
      return rows.length > 0;
    },

    async productBelongsToCustomer(productId: number, customerId: number): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.customerId, customerId)));
      return rows.length > 0;
    },

    /** The partner's customers by name; undefined when there is no such partner. */
    async customersOf(partnerId: number): Promise<CustomerOption[] | undefined> {
      if (!(await this.partnerExists(partnerId))) return undefined;
      return db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.partnerId, partnerId))
        .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
    },

    /** The customer's products by name; undefined unless the customer is that partner's. */
    async productsOf(partnerId: number, customerId: number): Promise<CustomerProductOption[] | undefined> {
      if (!(await this.customerBelongsToPartner(customerId, partnerId))) return undefined;
      return db
        .select({ id: products.id, code: products.code, name: products.name })
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
    },
  };
}

export type CustomerOptionsRepository = ReturnType<typeof customerOptionsRepository>;
