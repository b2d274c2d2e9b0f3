/**
 * Secrets at rest (issue 25 §2): what the server keeps in the database that would let a reader of a dump sign tokens
 * or cookies (the provider's signing and cookie keys, the device cookie's key; the secure-tag keys to come) is sealed
 * with AES-256-GCM under a key-encryption key that lives only in a file, TAGTRAIL_KEY_FILE. A stolen dump or backup
 * is then useless without that file, which the operator keeps apart (README "Running it for real").
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
/** The file's text: the key in base64url, one line. */
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/;

/** A sealed value as stored: which key sealed it (a fingerprint, never the key), and the AES-GCM output. */
export interface SealedSecret {
  readonly sealed: 1;
  readonly key: string;
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

export function isSealed(value: unknown): value is SealedSecret {
  return typeof value === 'object' && value !== null && (value as { sealed?: unknown }).sealed === 1;
}

/** A value could not be opened: sealed under another key file, or altered. The message says which. */
export class SecretBoxError extends Error {}

export interface SecretBox {
  /** A short fingerprint of the key-encryption key: tells which key file a sealed value needs. */
  readonly keyId: string;
  /** Seals `value` (any JSON) for the secret called `name`: a sealed value moved under another name does not open. */
  seal(name: string, value: unknown): SealedSecret;
  open(name: string, sealed: SealedSecret): unknown;
}

export function secretBox(key: Uint8Array): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`a key-encryption key has ${KEY_BYTES} bytes`);
  const keyId = createHash('sha256').update('tagtrail key-encryption key').update(key).digest('hex').slice(0, 16);
  return {
    keyId,
    seal(name, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return {
        sealed: 1,
        key: keyId,
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },
    open(name, sealed) {
      if (sealed.key !== keyId)
        throw new SecretBoxError(
          `the secret "${name}" was sealed with another key file (key ${sealed.key}); TAGTRAIL_KEY_FILE holds key ` +
            `${keyId}. Start the server with the key file this database was created with.`,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
        decipher.setAAD(Buffer.from(name));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]);
        return JSON.parse(text.toString('utf8')) as unknown;
      } catch {
        throw new SecretBoxError(`the secret "${name}" in the database has been altered: it does not open`);
      }
    },
  };
}

/**
 * The key of in-memory databases: one per process, so every instance a process builds over one such database (tests
 * run two behind a pretend load balancer) opens what the other sealed.
 */
const PROCESS_KEY = randomBytes(KEY_BYTES);

/** A new key file's text. */
export function newKeyText(): string {
  return `${randomBytes(KEY_BYTES).toString('base64url')}\n`;
}

/**
 * The key-encryption key in `keyFile`, made first when the file does not exist and `create` allows it (outside
 * production: the first start makes it, as it makes the database). No file named (an in-memory database, tests): a
 * key for this process only, which is all such a database lives. A file others may read is refused in production.
 */
export async function loadKeyEncryptionKey(
  keyFile: string | undefined,
  { create, production }: { create: boolean; production: boolean },
): Promise<Uint8Array> {
  if (keyFile === undefined) return PROCESS_KEY;
  let text: string;
  try {
    text = await readFile(keyFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!create)
      throw new SecretBoxError(
        `the key file ${keyFile} (TAGTRAIL_KEY_FILE) does not exist: restore it from where it is kept, or make a new ` +
          `one with \`pnpm tagtrail keys create-file ${keyFile}\` for a new database`,
      );
    text = await createKeyFile(keyFile);
  }
  if (production && process.platform !== 'win32') {
    const { mode } = await stat(keyFile);
    if ((mode & 0o077) !== 0)
      throw new SecretBoxError(
        `the key file ${keyFile} may be read by other users of this machine: chmod 600 ${keyFile}`,
      );
  }
  const line = text.trim();
  if (!KEY_TEXT.test(line))
    throw new SecretBoxError(`the key file ${keyFile} does not hold a key (one line of 43 base64url characters)`);
  return Buffer.from(line, 'base64url');
}

/**
 * Writes a new key file readable by its owner only, or reads the one another process wrote first: the file appears
 * whole (written aside, then linked into place, which fails when the name exists), so no process reads half a key.
 */
export async function createKeyFile(keyFile: string): Promise<string> {
  await mkdir(path.dirname(keyFile), { recursive: true });
  const aside = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.new`;
  const text = newKeyText();
  await writeFile(aside, text, { mode: 0o600, flag: 'wx' });
  try {
    await chmod(aside, 0o600);
    await link(aside, keyFile);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(keyFile, 'utf8');
  } finally {
    await rm(aside, { force: true });
  }
}
