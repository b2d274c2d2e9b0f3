import { describe, expect, it } from 'vitest';
import type { AppTemplatePort } from './app-template.port';
import { LAYOUT_TEMPLATE_FILES } from './layout-theme.model';
import { LAYOUT_TEMPLATE_FILE_MISSING } from './layout-theme.rules';
import { LAYOUT_SAVE_ERROR, LAYOUT_SAVE_SUCCESS, saveLayoutTemplate } from './save-layout-template.use-case';

function fakeTemplates(fail = false) {
  const uploads: [number, string, Uint8Array][] = [];
  const port: AppTemplatePort = {
    download: () => Promise.resolve(new Uint8Array()),
    upload: (customerId, tenantId, zip) => {
      if (fail) return Promise.reject(new Error('offline'));
      uploads.push([customerId, tenantId, zip]);
      return Promise.resolve();
    },
  };
  return { port, uploads };
}

const zip = new Uint8Array([0x50, 0x4b, 3, 4]);

describe('save the layout template', () => {
  it('uploads a zip holding every template file', async () => {
    const { port, uploads } = fakeTemplates();
    await expect(
      saveLayoutTemplate(port, { customerId: 4, tenantId: 'tenant-7', zip, fileNames: LAYOUT_TEMPLATE_FILES }),
    ).resolves.toEqual({ ok: true });
    expect(uploads).toEqual([[4, 'tenant-7', zip]]);
    expect(LAYOUT_SAVE_SUCCESS).toBe('LAYOUT_SAVE_SUCCESS');
  });

  it('refuses a zip that lacks a file and uploads nothing', async () => {
    const { port, uploads } = fakeTemplates();
    const result = await saveLayoutTemplate(port, {
      customerId: 4,
      tenantId: 't',
      zip,
      fileNames: LAYOUT_TEMPLATE_FILES.filter((name) => name !== 'logo_main.png'),
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ key: LAYOUT_TEMPLATE_FILE_MISSING, params: { file: 'logo_main.png' } }],
    });
    expect(uploads).toEqual([]);
  });

  it("answers 'layout save error' when the upload fails (spec A §8)", async () => {
    const { port } = fakeTemplates(true);
    await expect(
      saveLayoutTemplate(port, { customerId: 4, tenantId: 't', zip, fileNames: LAYOUT_TEMPLATE_FILES }),
    ).resolves.toEqual({ ok: false, errors: [{ key: LAYOUT_SAVE_ERROR }] });
  });

  it('hands the upload its progress and cancellation, and a cancelled save rejects rather than failing', async () => {
    const signal = { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined };
    const seen: number[] = [];
    const port: AppTemplatePort = {
      download: () => Promise.resolve(new Uint8Array()),
      upload: (_customerId, _tenantId, _zip, options) => {
        options?.onProgress?.(0.5);
        signal.aborted = true;
        return Promise.reject(new Error('aborted'));
      },
    };
    await expect(
      saveLayoutTemplate(
        port,
        { customerId: 4, tenantId: 't', zip, fileNames: LAYOUT_TEMPLATE_FILES },
        { onProgress: (fraction) => seen.push(fraction), signal },
      ),
    ).rejects.toThrow('aborted');
    expect(seen).toEqual([0.5]);
  });
});
