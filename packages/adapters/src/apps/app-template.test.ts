import { describe, expect, it } from 'vitest';
import type { PortError } from '@tagtrail/domain';
import { LAYOUT_IMAGE_PNG_ONLY, LAYOUT_TEMPLATE_FILE_MISSING, readLayoutTheme } from '@tagtrail/domain';
import { createApiClient } from '../http/api-client';
import { apiAnswering, TEST_BASE_URL } from '../testing/fake-api';
import { FakeXhrs } from '../testing/fake-xhr';
import { demoLayoutFiles, demoWineryColors } from './app-config.demo';
import { AppTemplateHttpAdapter } from './app-template.http';
import { MemoryAppTemplateAdapter, TEMPLATE_NOT_A_ZIP, TEMPLATE_OF_ANOTHER_TENANT } from './app-template.memory';
import { JsZipTemplateArchive } from './template-archive.jszip';

const archive = new JsZipTemplateArchive();
const keys = (error: unknown) => (error as PortError).details?.map((detail) => [detail.key, detail.field]);

describe('app templates (spec A §3 "App template", §7 templates)', () => {
  it('packs a layout and opens it again with the same files', async () => {
    const files = demoLayoutFiles('aurora-001');
    const zip = await archive.pack(files);
    expect([...zip.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    const opened = await archive.unpack(zip);
    expect([...opened.keys()].sort()).toEqual([...files.keys()].sort());
    const theme = readLayoutTheme(new TextDecoder().decode(opened.get('theme.json')));
    expect(theme.ok && theme.theme).toEqual({ tenant: { id: 'aurora-001' }, template: demoWineryColors });
  });

  it('in memory: keeps a good zip, reporting progress, and refuses what the server refuses', async () => {
    const templates = new MemoryAppTemplateAdapter({ storedTenantIds: [] });
    await expect(templates.download(1, 'aurora-001')).rejects.toMatchObject({ status: 404 });
    const progress: number[] = [];
    const zip = await archive.pack(demoLayoutFiles('aurora-001'));
    await templates.upload(1, 'aurora-001', zip, { onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    await expect(templates.download(1, 'aurora-001')).resolves.toEqual(zip);

    const notZip = await templates.upload(1, 'aurora-001', new TextEncoder().encode('hello')).catch((e) => e);
    expect(keys(notZip)).toEqual([[TEMPLATE_NOT_A_ZIP, 'file']]);

    const files = demoLayoutFiles('aurora-001');
    files.delete('splash.png');
    files.set('button_video.png', new TextEncoder().encode('GIF89a'));
    const missing = await templates.upload(1, 'aurora-001', await archive.pack(files)).catch((e) => e);
    expect(keys(missing)).toEqual([[LAYOUT_TEMPLATE_FILE_MISSING, 'splash.png']]);
    files.set('splash.png', demoLayoutFiles('x').get('splash.png')!);
    const notPng = await templates.upload(1, 'aurora-001', await archive.pack(files)).catch((e) => e);
    expect(keys(notPng)).toEqual([[LAYOUT_IMAGE_PNG_ONLY, 'button_video.png']]);

    const other = await templates.upload(1, 'mantiq-002', zip).catch((e) => e);
    expect(keys(other)).toEqual([[TEMPLATE_OF_ANOTHER_TENANT, 'theme.json']]);
  });

  it('over HTTP: downloads the zip’s bytes', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 9]);
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      accessToken: () => 't',
      retryLimit: 0,
      fetch: (async (input: RequestInfo | URL) => {
        urls.push((input as Request).url);
        return new Response(bytes, { headers: { 'content-type': 'application/zip' } });
      }) as typeof fetch,
    });
    await expect(new AppTemplateHttpAdapter(api).download(4, 'aurora-001')).resolves.toEqual(bytes);
    expect(urls).toEqual([`${TEST_BASE_URL}/areaparceiro/clientes/4/aplicativos/aurora-001/templates`]);
  });

  it('over HTTP: uploads the zip as the field arquivo with progress, and hands on a refusal’s details', async () => {
    const fakeXhrs = new FakeXhrs();
    const xhrs = fakeXhrs.made;
    const { api } = apiAnswering(() => undefined, 204, { createXhr: fakeXhrs.create });
    const templates = new AppTemplateHttpAdapter(api);
    const progress: number[] = [];
    const sent = templates.upload(4, 'aurora-001', new Uint8Array([1, 2, 3]), {
      onProgress: (fraction) => progress.push(fraction),
    });
    await fakeXhrs.sent(0);
    xhrs[0]?.progress(1, 2);
    xhrs[0]?.respond(204);
    await expect(sent).resolves.toBeUndefined();
    expect(progress).toEqual([0.5]);
    expect(xhrs[0]?.url).toBe(`${TEST_BASE_URL}/areaparceiro/clientes/4/aplicativos/aurora-001/templates`);
    const file = (xhrs[0]?.body as FormData).get('arquivo') as File;
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);

    const refused = templates.upload(4, 'aurora-001', new Uint8Array([1]), { onProgress: () => undefined });
    await fakeXhrs.sent(1);
    xhrs[1]?.respond(400, {
      status: 400,
      error: 'VALIDATION',
      message: 'TEMPLATE_NOT_A_ZIP',
      details: [{ field: 'arquivo', key: 'TEMPLATE_NOT_A_ZIP' }],
    });
    expect(keys(await refused.catch((e) => e))).toEqual([[TEMPLATE_NOT_A_ZIP, 'file']]);
  });
});
