/**
 * The customer area's "my app" over HTTP (spec B §7: GET/PUT areacliente/aplicativos; issue 10 §6): the calling
 * customer's app, an empty form while it has none, created on the first save, empty optional fields stored as null.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps, customers } from '../src/db/schema';
import { createUser } from '../src/identity';
import { callApi } from './support/api-call';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  nome: 'App Alpha',
  config: { nfcEnabled: true, qrCodeEnabled: false, locationRequired: true },
  whatsappNumero: '+55 11 91234-5678',
  whatsappMensagem: 'Olá! Quero saber mais.',
  urlManualImagem: '',
  urlManualLink: 'https://alpha.example/manual.pdf',
  urlVideoImagem: '   ',
  urlVideoLink: null,
  urlCompartilhamento: null,
  mensagemCompartilhamento: '',
  ...overrides,
});

describe('my app (areacliente/aplicativos)', () => {
  it("reads and saves the calling customer's own app, empty optional fields as null, the other customer's untouched", async () => {
    const token = world.alpha.tokens.customer;
    const read = await callApi(`${api.baseUrl}/api/areacliente/aplicativos`, {}, token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: world.alpha.appId, nome: 'App Alpha alpha7q' });

    const [bravoBefore] = await api.server.db.select().from(apps).where(eq(apps.id, world.bravo.appId));
    const saved = await callApi(`${api.baseUrl}/api/areacliente/aplicativos`, { method: 'PUT', body: body() }, token);
    expect(saved.status).toBe(204);
    const again = await callApi(`${api.baseUrl}/api/areacliente/aplicativos`, {}, token);
    expect(again.body).toEqual({
      id: world.alpha.appId,
      ...body(),
      urlManualImagem: null,
      urlVideoImagem: null,
      mensagemCompartilhamento: null,
    });
    const [bravoAfter] = await api.server.db.select().from(apps).where(eq(apps.id, world.bravo.appId));
    expect(bravoAfter).toEqual(bravoBefore);
  });

  it('answers an empty form for a customer without an app, and creates it on the first save with the default switches', async () => {
    const [customer] = await api.server.db
      .insert(customers)
      .values({ partnerId: world.alpha.partnerId, code: 'SEM-APP', name: 'Sem App', tenantId: 'sem-app-000001' })
      .returning({ id: customers.id });
    await createUser(api.server.db, {
      username: 'sem.app',
      name: 'Sem App',
      email: 'sem.app@example.com',
      password: 'my-app-test-password',
      role: 'customer',
      customerId: customer?.id ?? 0,
    });
    const token = await signIn(api.baseUrl, 'sem.app', 'my-app-test-password');
    const empty = await callApi(`${api.baseUrl}/api/areacliente/aplicativos`, {}, token);
    expect(empty.body).toMatchObject({ id: null, nome: '', whatsappNumero: null });
    expect(
      (
        await callApi(
          `${api.baseUrl}/api/areacliente/aplicativos`,
          { method: 'PUT', body: body({ nome: 'Novo' }) },
          token,
        )
      ).status,
    ).toBe(204);
    const created = await callApi(`${api.baseUrl}/api/areacliente/aplicativos`, {}, token);
    // spec A §5: the switches change only once the app exists; it is made with the defaults.
    expect(created.body).toMatchObject({
      nome: 'Novo',
      config: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false },
    });
    expect((created.body as { id: number | null }).id).toEqual(expect.any(Number));
  });

  it('refuses a missing name, a WhatsApp number too long or a link that is no web address, naming the wire field, and changes nothing', async () => {
    const token = world.bravo.tokens.customer;
    const [before] = await api.server.db.select().from(apps).where(eq(apps.id, world.bravo.appId));
    const noName = await callApi(
      `${api.baseUrl}/api/areacliente/aplicativos`,
      { method: 'PUT', body: body({ nome: ' ' }) },
      token,
    );
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ details: [{ field: 'nome' }] });
    const longNumber = await callApi(
      `${api.baseUrl}/api/areacliente/aplicativos`,
      { method: 'PUT', body: body({ whatsappNumero: '9'.repeat(31) }) },
      token,
    );
    expect(longNumber.status).toBe(400);
    expect(longNumber.body).toMatchObject({ details: [{ field: 'whatsappNumero' }] });
    const scriptLink = await callApi(
      `${api.baseUrl}/api/areacliente/aplicativos`,
      { method: 'PUT', body: body({ urlManualLink: 'javascript:alert(1)' }) },
      token,
    );
    expect(scriptLink.status).toBe(400);
    expect(scriptLink.body).toMatchObject({ details: [{ field: 'urlManualLink', key: 'INVALID_WEB_ADDRESS' }] });
    const [after] = await api.server.db.select().from(apps).where(eq(apps.id, world.bravo.appId));
    expect(after).toEqual(before);
  });
});
