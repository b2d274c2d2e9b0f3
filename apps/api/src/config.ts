/** The server's settings, read once from the environment at start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  /** The address browsers use to reach this server; the identity provider issues tokens for it. */
  publicUrl: string;
  /** A PostgreSQL server; when absent, the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite's folder, or `memory://` for a database that lives only as long as the process (tests). */
  dataDir: string;
  /** Where uploaded files are kept (app templates, images), or `memory://` (tests). */
  filesDir: string;
  demoData: boolean;
  logLevel: string;
  accessTokenTtlSeconds: number;
  portalDist: string;
  publicDist: string;
}

export const IN_MEMORY_DATA_DIR = 'memory://';

/** apps/api/src → the repository root, so defaults do not depend on where `pnpm` was started. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInteger(env, 'PORT', 8080);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const logLevel = nonBlank(env.LOG_LEVEL) ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = nonBlank(env.DATABASE_URL);
  return {
    port,
    publicUrl: (nonBlank(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    dataDir: resolveDataDir(nonBlank(env.DATA_DIR) ?? './data'),
    filesDir: filesDirOf(env),
    demoData: !FALSE_WORDS.includes((nonBlank(env.DEMO_DATA) ?? 'true').toLowerCase()),
    logLevel,
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL', 3600),
    portalDist: path.join(REPO_ROOT, 'apps/portal/dist'),
    publicDist: path.join(REPO_ROOT, 'apps/public/dist'),
  };
}

/** Relative folders are taken from the repository root: `pnpm start` runs the server from apps/api. */
function resolveDataDir(dataDir: string): string {
  return dataDir === IN_MEMORY_DATA_DIR ? dataDir : path.resolve(REPO_ROOT, dataDir);
}

/** FILES_DIR, or a `files` folder inside the data folder; in memory when the data folder is. */
function filesDirOf(env: NodeJS.ProcessEnv): string {
  const told = nonBlank(env.FILES_DIR);
  if (told !== undefined) return resolveDataDir(told);
  const dataDir = resolveDataDir(nonBlank(env.DATA_DIR) ?? './data');
  return dataDir === IN_MEMORY_DATA_DIR ? dataDir : path.join(dataDir, 'files');
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonBlank(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${text}"`);
  return value;
}
