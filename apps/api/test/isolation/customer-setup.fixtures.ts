/**
 * The isolation suite's calls for the Customer area's my app, sales points and devices endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { devices } from '../../src/db/schema';
import { createUser } from '../../src/identity';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const myAppBody = {
  nome: 'Meu app',
  config: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false },
  whatsappNumero: '+55 11 91234-5678',
  whatsappMensagem: 'Olá!',
  urlManualImagem: null,
  urlManualLink: null,
  urlVideoImagem: null,
  urlVideoLink: null,
  urlCompartilhamento: null,
  mensagemCompartilhamento: null,
};

/** A sales point (a pointofsale account) of the tenant's customer; made afresh where a call changes it. */
const insertSalesPoint = (db: Database, tenant: Tenant, login: string) =>
  createUser(db, {
    username: login,
    name: `Loja ${tenant.marker}`,
    email: `${login}@${tenant.marker}.example`,
    password: 'isolation-sales-point',
    role: 'pointofsale',
    customerId: tenant.customerId,
  });
const uniqueSalesPointLogin = (tenant: Tenant) => `${tenant.marker}-loja-${randomBytes(4).toString('hex')}`;

/** Each tenant's kept sales point, made by the first own call; the foreign calls come later and find the other's. */
const keptSalesPoints = new WeakMap<Tenant, Promise<number>>();
const readySalesPoints = new WeakMap<Tenant, number>();
async function salesPointsOf(db: Database, own: Tenant, other: Tenant): Promise<number> {
  const kept = (tenant: Tenant) => {
    let made = keptSalesPoints.get(tenant);
    if (made === undefined) {
      made = insertSalesPoint(db, tenant, `${tenant.marker}-loja-kept`);
      keptSalesPoints.set(tenant, made);
    }
    return made;
  };
  const [mine, theirs] = await Promise.all([kept(own), kept(other)]);
  readySalesPoints.set(own, mine);
  readySalesPoints.set(other, theirs);
  return mine;
}
function readySalesPointOf(tenant: Tenant): number {
  const id = readySalesPoints.get(tenant);
  if (id === undefined) throw new Error(`no sales point made for ${tenant.marker} yet: an own call comes first`);
  return id;
}
const salesPointBody = (login: string, tenant: Tenant) => ({
  usuario: login,
  nome: `Loja ${tenant.marker}`,
  email: `${login}@${tenant.marker}.example`,
});

/** Each tenant's device, registered by its reading (two-tenants.ts) once folded (0027). */
const readyDevices = new WeakMap<Tenant, number>();
async function devicesOf(db: Database, own: Tenant, other: Tenant): Promise<number> {
  for (const tenant of [own, other]) {
    if (readyDevices.has(tenant)) continue;
    const [row] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.customerId, tenant.customerId), eq(devices.deviceKey, `${tenant.marker}-device`)));
    if (row === undefined) throw new Error(`the reading of ${tenant.marker} registered no device`);
    readyDevices.set(tenant, row.id);
  }
  return readyDeviceOf(own);
}
function readyDeviceOf(tenant: Tenant): number {
  const id = readyDevices.get(tenant);
  if (id === undefined) throw new Error(`no device looked up for ${tenant.marker} yet: an own call comes first`);
  return id;
}
const deviceBody = (tenant: Tenant, deviceId = `${tenant.marker}-device`) => ({
  deviceName: `Phone ${tenant.marker}`,
  deviceId,
  proprietario: `Owner ${tenant.marker}`,
  ativo: true,
});

export const CUSTOMER_SETUP_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // The caller's own app: no id in the path, the customer is the token's.
  'myApp.get': { own: () => ({}) },
  'myApp.update': { own: () => ({ body: myAppBody }) },
  // Sales points (issue 10 §7): the reset and the edit act on a throwaway sales point, so the kept ones stay as made.
  'salesPoint.list': {
    own: async ({ db, own, other }) => {
      await salesPointsOf(db, own, other);
      return { query: { page: '1', records: '10' } };
    },
  },
  'salesPoint.get': {
    own: async ({ db, own, other }) => ({ params: { id: await salesPointsOf(db, own, other) } }),
    foreign: ({ other }) => ({ params: { id: readySalesPointOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'salesPoint.create': {
    own: async ({ db, own, other }) => {
      await salesPointsOf(db, own, other);
      return { body: salesPointBody(uniqueSalesPointLogin(own), own) };
    },
  },
  'salesPoint.update': {
    own: async ({ db, own, other }) => {
      await salesPointsOf(db, own, other);
      const login = uniqueSalesPointLogin(own);
      return { params: { id: await insertSalesPoint(db, own, login) }, body: salesPointBody(login, own) };
    },
    foreign: ({ other }) => ({
      params: { id: readySalesPointOf(other) },
      body: salesPointBody(`${other.marker}-loja-kept`, other),
    }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: salesPointBody('nobody', { marker: 'none' } as Tenant) }),
  },
  'salesPoint.resetPassword': {
    own: async ({ db, own, other }) => {
      await salesPointsOf(db, own, other);
      return { params: { id: await insertSalesPoint(db, own, uniqueSalesPointLogin(own)) } };
    },
    foreign: ({ other }) => ({ params: { id: readySalesPointOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  // Devices (issue 10 §8): each tenant's is the one its reading registered; a create names a fresh device id.
  'device.list': {
    own: async ({ db, own, other }) => {
      await devicesOf(db, own, other);
      return { query: { page: '1', records: '10' } };
    },
  },
  'device.get': {
    own: async ({ db, own, other }) => ({ params: { id: await devicesOf(db, own, other) } }),
    foreign: ({ other }) => ({ params: { id: readyDeviceOf(other) } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'device.create': {
    own: ({ own }) => ({ body: deviceBody(own, `${own.marker}-device-${randomBytes(4).toString('hex')}`) }),
  },
  'device.update': {
    own: async ({ db, own, other }) => ({ params: { id: await devicesOf(db, own, other) }, body: deviceBody(own) }),
    foreign: ({ other }) => ({ params: { id: readyDeviceOf(other) }, body: deviceBody(other) }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: deviceBody({ marker: 'none' } as Tenant) }),
  },
};
