/**
 * The isolation suite's calls for the Customer area's my app, sales points and devices endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { devices } from '../../src/db/schema';
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

/** Each tenant's device, registered by its reading (two-tenants.ts) through the readings' trigger (0018). */
const readyDevices = new Map<string, number>();
async function devicesOf(db: Database, own: Tenant, other: Tenant): Promise<number> {
  for (const tenant of [own, other]) {
    if (readyDevices.has(tenant.marker)) continue;
    const [row] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.customerId, tenant.customerId), eq(devices.deviceKey, `${tenant.marker}-device`)));
    if (row === undefined) throw new Error(`the reading of ${tenant.marker} registered no device`);
    readyDevices.set(tenant.marker, row.id);
  }
  return readyDeviceOf(own);
}
function readyDeviceOf(tenant: Tenant): number {
  const id = readyDevices.get(tenant.marker);
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
