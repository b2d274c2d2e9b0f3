/**
 * AppTemplatePort in memory, for stories and tests: zips kept by tenant, an upload's progress ticked over the
 * delay, and a zip checked as the server checks it (apps/api template-zip.ts): a real zip, exactly theme.json and
 * the six images, PNGs by their bytes, theme.json a theme of this tenant.
 */
import {
  LAYOUT_IMAGE_NAMES,
  LAYOUT_TEMPLATE_FILE_MISSING,
  LAYOUT_TEMPLATE_FILES,
  readLayoutTheme,
  THEME_FILE_NAME,
  validateLayoutImage,
  type AppTemplatePort,
  type AppTemplateUploadOptions,
  type Cancellation,
  type RuleError,
  type TemplateArchivePort,
} from '@tagtrail/domain';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoLayoutFiles, demoLayoutTenantIds } from './app-config.demo';
import { JsZipTemplateArchive } from './template-archive.jszip';

/** The server's refusals of a template zip (apps/api template-zip.ts), message keys the portal translates. */
export const TEMPLATE_NOT_A_ZIP = 'TEMPLATE_NOT_A_ZIP';
export const TEMPLATE_UNEXPECTED_FILE = 'TEMPLATE_UNEXPECTED_FILE';
export const TEMPLATE_OF_ANOTHER_TENANT = 'TEMPLATE_OF_ANOTHER_TENANT';

export type AppTemplateOperation = 'download' | 'upload';

export interface MemoryAppTemplateOptions extends MemoryOptions<AppTemplateOperation> {
  /** Tenants whose demo layout is stored from the start; the demo winery's by default. */
  readonly storedTenantIds?: readonly string[];
  /** Progress reports over an upload (each after delayMs / uploadSteps); 4 by default. */
  readonly uploadSteps?: number;
  readonly archive?: TemplateArchivePort;
}

export class MemoryAppTemplateAdapter implements AppTemplatePort {
  private readonly zips = new Map<string, Promise<Uint8Array>>();
  private readonly archive: TemplateArchivePort;

  constructor(private readonly options: MemoryAppTemplateOptions = {}) {
    this.archive = options.archive ?? new JsZipTemplateArchive();
    for (const tenantId of options.storedTenantIds ?? demoLayoutTenantIds) {
      let packed: Promise<Uint8Array> | undefined;
      // Packed on first use: a story that never opens the designer does not pay for it.
      this.zips.set(tenantId, {
        then: (resolve, reject) => (packed ??= this.archive.pack(demoLayoutFiles(tenantId))).then(resolve, reject),
      } as Promise<Uint8Array>);
    }
  }

  async download(_customerId: number, tenantId: string, signal?: Cancellation): Promise<Uint8Array> {
    const stored = this.zips.get(tenantId);
    const zip = stored === undefined ? undefined : await stored;
    return simulate(
      this.options,
      'download',
      () => {
        if (zip === undefined) throw notFoundError();
        return zip.slice();
      },
      signal,
    );
  }

  async upload(
    _customerId: number,
    tenantId: string,
    zip: Uint8Array,
    { onProgress, signal }: AppTemplateUploadOptions = {},
  ): Promise<void> {
    const steps = Math.max(1, this.options.uploadSteps ?? 4);
    const stepOptions = { delayMs: (this.options.delayMs ?? 0) / steps, never: this.options.never ?? false };
    for (let step = 1; step <= steps; step += 1)
      await simulate(stepOptions, 'upload', () => onProgress?.(step / steps), signal);
    const problems = await this.problems(zip, tenantId);
    await simulate({ ...this.options, delayMs: 0 }, 'upload', () => {
      if (problems.length > 0) throw validationFailure(problems);
      this.zips.set(tenantId, Promise.resolve(zip.slice()));
    });
  }

  private async problems(zip: Uint8Array, tenantId: string): Promise<RuleError[]> {
    let entries: Map<string, Uint8Array>;
    try {
      entries = await this.archive.unpack(zip);
    } catch {
      return [{ key: TEMPLATE_NOT_A_ZIP, field: 'file' }];
    }
    const problems: RuleError[] = [
      ...[...entries.keys()]
        .filter((name) => !LAYOUT_TEMPLATE_FILES.includes(name))
        .map((name) => ({ key: TEMPLATE_UNEXPECTED_FILE, field: name })),
      ...LAYOUT_TEMPLATE_FILES.filter((name) => !entries.has(name)).map((name) => ({
        key: LAYOUT_TEMPLATE_FILE_MISSING,
        field: name,
      })),
    ];
    if (problems.length > 0) return problems;
    for (const name of LAYOUT_IMAGE_NAMES) {
      const bytes = entries.get(name);
      if (bytes) problems.push(...validateLayoutImage(name, bytes));
    }
    const theme = readLayoutTheme(new TextDecoder().decode(entries.get(THEME_FILE_NAME)));
    if (!theme.ok) problems.push(...theme.errors.map((error) => ({ ...error, field: THEME_FILE_NAME })));
    else if (theme.theme.tenant.id !== tenantId)
      problems.push({ key: TEMPLATE_OF_ANOTHER_TENANT, field: THEME_FILE_NAME });
    return problems;
  }
}
