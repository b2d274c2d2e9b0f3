/**
 * Demo data for `pnpm start` on an empty database (DESIGN "Server"): partners with plausible Brazilian and
 * Latin-American company names and valid CNPJ numbers, customers with products, lots with their tags and readings
 * (demo-customers.ts, demo-lots.ts), and one user per role. A database that holds any partner or user is left
 * alone, so a second start adds nothing.
 */
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cnpjCheckDigits } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { partners, users } from '../db/schema';
import { createUser } from '../identity';
import { partnerRepository } from '../partners/partners.repository';
import { seedDemoCatalogue, type DemoCatalogueResult } from './demo-catalogue';
import { seedDemoProductImages, type DemoProductImagesResult } from './demo-product-images';
import type { FileStorage } from '../files/file-storage';
import { seedDemoApps, type DemoAppsResult } from './demo-apps';
import { seedDemoCustomerUsers } from './demo-customer-users';
import { seedDemoCustomers } from './demo-customers';
import { foldReadings } from '../tags/fold-readings';
import { READING_WINDOW_DAYS, seedDemoLots, type DemoLotsResult } from './demo-lots';
import { seedDemoDevices } from './demo-devices';
import { seedDemoSalesPoints } from './demo-sales-points';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoSecureLot } from './demo-secure-lot';
import { seedDemoSecureReadings } from './demo-secure-readings';
import { seedDemoSuspiciousReadings } from './demo-suspicious-readings';
import type { LotKeyBox } from '../lots/secure-lot-keys';

export const DEMO_PASSWORD = 'tagtrail';

export const DEMO_USERS = [
  { username: 'admin', name: 'Ana Administradora', role: 'admin' },
  { username: 'partner', name: 'Paulo Parceiro', role: 'partner' },
  { username: 'customer', name: 'Carla Cliente', role: 'customer' },
  { username: 'pos', name: 'Pedro Ponto de Venda', role: 'pointofsale' },
] as const;

const DEMO_PARTNER_NAMES = [
  'Etiquetas Paulistas Ltda',
  'Rastreio Brasil Tecnologia S.A.',
  'Vinícola Serra Gaúcha Ltda',
  'Cooperativa Agroindustrial do Cerrado',
  'Laticínios Vale Verde Ltda',
  'Café Alto da Mantiqueira Ltda',
  'Cervejaria Artesanal Ouro Preto Ltda',
  'Farmacêutica Nordeste S.A.',
  'Cosméticos Amazônia Viva Ltda',
  'Embalagens Curitiba Indústria e Comércio Ltda',
  'Distribuidora Atlântico Sul Ltda',
  'Têxtil Blumenau S.A.',
  'Calçados Franca Couros Ltda',
  'Chocolates Gramado Ltda',
  'Azeites Mendoza S.A.',
  'Bodega Valle de Uco S.R.L.',
  'Tequila Los Altos de Jalisco S.A. de C.V.',
  'Café de Antioquia S.A.S.',
  'Viña Colchagua Ltda',
  'Pisco Valle del Elqui S.A.',
  'Yerba Mate Misiones S.A.',
  'Alfajores del Plata S.R.L.',
  'Cacao Esmeraldas Cía. Ltda.',
  'Textiles Andinos Cusco S.A.C.',
  'Quesos de la Pampa S.A.',
  'Mel Apiário Santa Catarina Ltda',
  'Erva-Mate Chimarrão Gaúcho Ltda',
  'Açaí Pará Alimentos Ltda',
  'Cachaçaria Salinas Ltda',
  'Doces Mineiros Tradição Ltda',
  'Óleos Essenciais Chapada Ltda',
  'Autopeças Campinas Ltda',
  'Eletrônicos Manaus Indústria S.A.',
  'Moda Praia Copacabana Ltda',
  'Joias Ouro Fino Ltda',
  'Brinquedos Pernambuco Ltda',
  'Papelaria Recife Antigo Ltda',
  'Frigorífico Pantanal S.A.',
  'Pescados Baía de Todos os Santos Ltda',
  'Vinhos Vale do São Francisco Ltda',
];

export interface DemoSeedResult {
  readonly seeded: boolean;
  readonly partners: number;
  readonly users: number;
}

/** Any fixed number: instances starting together on one PostgreSQL seed one after the other, not twice. */
const DEMO_SEED_LOCK = 7_024_001;
const NOTHING_ADDED: DemoSeedResult = { seeded: false, partners: 0, users: 0 };

/** The earliest time the demo's readings carry (a day to spare): their months need partitions before they are seeded. */
export function demoReadingsSince(now: Date): Date {
  return new Date(now.getTime() - (READING_WINDOW_DAYS + 1) * 24 * 60 * 60 * 1000);
}

/** `files` keeps the demo layouts (apps with a stored template); without it the apps are made without one. */
export async function seedDemoData(
  db: Database,
  log: FastifyBaseLogger,
  files?: FileStorage,
  /** Seals the demo secure lot's keys; without it the demo has no secure lot. */
  keyBox?: LotKeyBox,
): Promise<DemoSeedResult> {
  // One transaction: a start that fails half-way leaves an empty database, and the next start tries again.
  let catalogue: (DemoLotsResult & { customers: number; customerUsers: number }) | undefined;
  let demoApps: DemoAppsResult | undefined;
  let demoImages: DemoProductImagesResult | undefined;
  let demoCatalogue: DemoCatalogueResult | undefined;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (!(await isEmpty(tx))) return NOTHING_ADDED;
    const repository = partnerRepository(tx);
    const partnerIds: number[] = [];
    for (const [index, name] of DEMO_PARTNER_NAMES.entries()) {
      partnerIds.push(await repository.create({ name, taxId: demoCnpj(index) }));
    }
    const partnerOfDemoUser = partnerIds[0];
    const demoCustomers = await seedDemoCustomers(tx, partnerIds, demoCnpj);
    const customerUsers = await seedDemoCustomerUsers(
      tx,
      demoCustomers.filter((customer) => customer.partnerId === partnerOfDemoUser),
    );
    catalogue = {
      customers: demoCustomers.length,
      customerUsers,
      ...(await seedDemoLots(tx, partnerIds, demoCustomers)),
    };
    // After the readings, folded: that registers the devices this names owners for and blocks (migration 0027).
    await foldReadings(tx);
    await seedDemoDevices(tx);
    demoApps = await seedDemoApps(
      tx,
      demoCustomers.filter((customer) => customer.partnerId === partnerOfDemoUser).map((customer) => customer.id),
    );
    // The partner user's partner's first customer: the customer and point-of-sale users see its lots and readings.
    const customerOfDemoUsers = demoCustomers.find((customer) => customer.partnerId === partnerOfDemoUser)?.id;
    if (customerOfDemoUsers !== undefined) await seedDemoSalesPoints(tx, customerOfDemoUsers);
    // Tags that prove themselves at every tap (issue 27), of the demo customer's first product.
    if (customerOfDemoUsers !== undefined && partnerOfDemoUser !== undefined && keyBox !== undefined)
      await seedDemoSecureLot(tx, { partnerId: partnerOfDemoUser, customerId: customerOfDemoUsers, keyBox });
    // The demo customer's product lines, category tree and 36 more products (issue 10 §9), before their images.
    if (customerOfDemoUsers !== undefined) demoCatalogue = await seedDemoCatalogue(tx, customerOfDemoUsers);
    // After the catalogue: each of the demo customer's products without an image gets 1–3 drawn ones (issue 10 §9).
    if (customerOfDemoUsers !== undefined) demoImages = await seedDemoProductImages(tx, customerOfDemoUsers);
    for (const user of DEMO_USERS) {
      await createUser(tx, {
        username: user.username,
        name: user.name,
        email: `${user.username}@tagtrail.example`,
        password: DEMO_PASSWORD,
        role: user.role,
        ...(user.role === 'partner' ? { partnerId: partnerOfDemoUser } : {}),
        ...((user.role === 'customer' || user.role === 'pointofsale') && customerOfDemoUsers !== undefined
          ? { customerId: customerOfDemoUsers }
          : {}),
      });
    }
    // After the readings and devices: promotions processed by the job's own steps, one still to process (issue 13 §8);
    // after the users, whose tills withdrew the prizes already taken (issue 24 §2).
    if (customerOfDemoUsers !== undefined) await seedDemoPromotions(tx, customerOfDemoUsers);
    // Last, so the promotions' draws above are made over the same readings as before (issue 27 §5); folded at once,
    // as the readings above were, so the demo's aggregates hold them from the start. With the secure lot's copies,
    // one planted case of each other suspicious-reading rule (issue 28 §5), which the server's judge then flags.
    const planted = customerOfDemoUsers === undefined ? 0 : await seedDemoSuspiciousReadings(tx, customerOfDemoUsers);
    if (planted + (await seedDemoSecureReadings(tx)) > 0) await foldReadings(tx);
    return { seeded: true, partners: partnerIds.length, users: DEMO_USERS.length };
  });
  // The layouts are stored once the rows that name them are committed: a failed seed leaves no stray file.
  if (result.seeded && files !== undefined)
    for (const file of demoApps?.files ?? []) await files.put(file.key, file.bytes);
  if (result.seeded && files !== undefined)
    for (const file of demoImages?.files ?? []) await files.put(file.key, file.bytes);
  if (result.seeded)
    log.info(
      {
        ...result,
        ...catalogue,
        apps: demoApps?.apps ?? 0,
        productImages: demoImages?.images ?? 0,
        demoCatalogue,
      },
      'demo data created',
    );
  else log.info('demo data: the database already holds partners or users; nothing added');
  return result;
}

async function isEmpty(db: Database): Promise<boolean> {
  const [partnerCount] = await db.select({ total: count() }).from(partners);
  const [userCount] = await db.select({ total: count() }).from(users);
  return (partnerCount?.total ?? 0) === 0 && (userCount?.total ?? 0) === 0;
}

/**
 * A CNPJ with valid check digits, the same for the same index: head office (0001) of an eight-digit root, stored as
 * every CNPJ is, without its mask.
 */
export function demoCnpj(index: number): string {
  const root = String(11_222_333 + index * 7_654_321)
    .slice(-8)
    .padStart(8, '0');
  const base = `${root}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}
