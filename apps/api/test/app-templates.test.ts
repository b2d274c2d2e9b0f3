/**
 * A customer's app configurations and template over HTTP, as the partner's app form and layout designer call them
 * (spec A §7 "Customers (partner area)"): the switches start off, the template zip is checked by its content before
 * it is stored, and downloads back byte for byte.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { templateForm, templateZipEntries, TINY_PNG, zipOf } from './support/template-zip';
import { craftedZip, deflatedEntry, storedEntry, zerosDeflateStream } from './support/crafted-zip';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
let alpha: Tenant;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  alpha = world.alpha;
});

const asPartner = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.partner);
const appsPath = () => `areaparceiro/clientes/${alpha.customerId}/aplicativos`;
const templatePath = (tenantId = alpha.tenantId) => `${appsPath()}/${tenantId}/templates`;
const upload = async (entries: Record<string, Uint8Array | string>) =>
  asPartner(templatePath(), { method: 'POST', body: templateForm(await zipOf(entries)) });

describe('app configurations', () => {
  it('creates an app with its switches off, whatever the form sent, and switches them on when editing', async () => {
    const flagsOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };
    const created = await asPartner(appsPath(), { method: 'POST', body: { nome: ' App Vinho ', config: flagsOn } });
    expect(created.status).toBe(200);
    const id = created.body as number;
    expect((await asPartner(`${appsPath()}/${id}`)).body).toEqual({
      id,
      nome: 'App Vinho',
      config: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false },
    });
    const edited = await asPartner(`${appsPath()}/${id}`, {
      method: 'PUT',
      body: { nome: 'App Vinho', config: flagsOn },
    });
    expect(edited).toEqual({ status: 200, body: id });
    expect((await asPartner(`${appsPath()}/${id}`)).body).toMatchObject({ config: flagsOn });
    const list = (await asPartner(appsPath())).body as { id: number }[];
    expect(list.map((app) => app.id)).toEqual(expect.arrayContaining([alpha.appId, id]));
  });

  it('requires the name (spec A §5)', async () => {
    const answer = await asPartner(appsPath(), {
      method: 'POST',
      body: { nome: ' ', config: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' }] });
  });
});

describe('the app template', () => {
  it('stores a valid template and answers the same zip, as a zip', async () => {
    const zip = await zipOf({ ...templateZipEntries(alpha.tenantId), 'logo_main.png': TINY_PNG });
    const stored = await asPartner(templatePath(), { method: 'POST', body: templateForm(zip) });
    expect(stored.status).toBe(204);
    const response = await fetch(`${api.baseUrl}/api/${templatePath()}`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.partner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(zip);
  });

  it('answers 404 for a tenant id that is not the customer’s', async () => {
    expect((await asPartner(templatePath(world.bravo.tenantId))).status).toBe(404);
  });

  it('refuses what is not a zip', async () => {
    const answer = await asPartner(templatePath(), {
      method: 'POST',
      body: templateForm(new TextEncoder().encode('not a zip at all')),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'TEMPLATE_NOT_A_ZIP' });
  });

  it('names every unexpected and every missing file', async () => {
    const { 'splash.png': _, ...withoutSplash } = templateZipEntries(alpha.tenantId);
    const answer = await upload({ ...withoutSplash, 'notes.txt': 'hello', 'scripts/run.sh': 'rm -rf /' });
    expect(answer.status).toBe(400);
    expect((answer.body as { details: unknown[] }).details).toEqual(
      expect.arrayContaining([
        { field: 'notes.txt', key: 'TEMPLATE_UNEXPECTED_FILE' },
        { field: 'scripts/run.sh', key: 'TEMPLATE_UNEXPECTED_FILE' },
        { field: 'splash.png', key: 'LAYOUT_TEMPLATE_FILE_MISSING' },
      ]),
    );
  });

  it('refuses an image that is named .png but is not a PNG by its bytes', async () => {
    const answer = await upload({ ...templateZipEntries(alpha.tenantId), 'background.png': '<svg onload=alert(1)>' });
    expect(answer.body).toMatchObject({ details: [{ field: 'background.png', key: 'LAYOUT_IMAGE_PNG_ONLY' }] });
  });

  it("refuses a theme.json that is not a theme, and one of another customer's tenant", async () => {
    const broken = await upload({ ...templateZipEntries(alpha.tenantId), 'theme.json': '{"template": {}}' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ message: 'LAYOUT_THEME_INVALID' });
    const foreign = await upload(templateZipEntries(world.bravo.tenantId));
    expect(foreign.body).toMatchObject({ details: [{ field: 'theme.json', key: 'TEMPLATE_OF_ANOTHER_TENANT' }] });
  });

  it('refuses a zip bomb from its headers, with memory flat', async () => {
    // 40 MB of zeros deflates to about 40 kB; the central directory says 40 MB, and nothing is inflated.
    const bomb = await zipOf({
      ...templateZipEntries(alpha.tenantId),
      'background.png': new Uint8Array(40 * 2 ** 20),
    });
    expect(bomb.length).toBeLessThan(2 ** 20);
    const before = process.memoryUsage().rss;
    const answer = await asPartner(templatePath(), { method: 'POST', body: templateForm(bomb) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'background.png', key: 'TEMPLATE_TOO_LARGE' }] });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 2 ** 20);
  });

  // issue 25 §4. Bounds generous enough for a slow, busy machine: inflating 8 GB would take tens of seconds.
  it('refuses an 8 GB bomb of zeros and a 10,000-entry archive from their headers, in well under a second', async () => {
    const honest = Object.entries(templateZipEntries(alpha.tenantId))
      .filter(([name]) => name !== 'background.png')
      .map(([name, content]) => deflatedEntry(name, content));
    const bomb = craftedZip([
      ...honest,
      { name: 'background.png', data: zerosDeflateStream(8), method: 8, uncompressedSize: 8 * 2 ** 30, zip64: true },
    ]);
    const manyEntries = craftedZip(Array.from({ length: 10_000 }, (_, index) => storedEntry(`f${index}.png`)));
    for (const [zip, refusal] of [
      [bomb, { details: [{ field: 'background.png', key: 'TEMPLATE_TOO_LARGE' }] }],
      [manyEntries, { message: 'TEMPLATE_TOO_LARGE' }],
    ] as const) {
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      const answer = await asPartner(templatePath(), { method: 'POST', body: templateForm(zip) });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 2 ** 20);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(refusal);
    }
  });

  it('refuses a name that climbs out of the folder, an absolute one and one given twice', async () => {
    const honest = Object.entries(templateZipEntries(alpha.tenantId)).map(([name, content]) =>
      deflatedEntry(name, content),
    );
    for (const extra of ['../theme.json', '/etc/cron.d/x', 'Theme.json']) {
      const answer = await asPartner(templatePath(), {
        method: 'POST',
        body: templateForm(craftedZip([...honest, storedEntry(extra, 'x')])),
      });
      expect(answer.status, extra).toBe(400);
      expect(answer.body, extra).toMatchObject({ details: [{ field: extra, key: 'TEMPLATE_UNEXPECTED_FILE' }] });
    }
  });

  it('refuses a 50 MB upload with 413 without reading it whole', async () => {
    const answer = await asPartner(templatePath(), {
      method: 'POST',
      body: templateForm(new Uint8Array(50 * 2 ** 20)),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: 413, message: 'TEMPLATE_TOO_LARGE' });
  });

  it('keeps the stored template when an upload is refused', async () => {
    const good = await zipOf(templateZipEntries(alpha.tenantId));
    expect((await asPartner(templatePath(), { method: 'POST', body: templateForm(good) })).status).toBe(204);
    await upload({ 'theme.json': 'nonsense' });
    const kept = (await asPartner(templatePath())).body as Uint8Array;
    expect(kept).toEqual(good);
  });
});
