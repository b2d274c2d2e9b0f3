/**
 * Where uploaded files live (app templates now, product images later): behind this port, so a folder serves one
 * machine and object storage can serve many (DESIGN "Growing past one machine") without touching the routes.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; a reader never sees a half-written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  remove(key: string): Promise<void>;
}

/** Keys are paths of lower-case words: nothing a caller sends can name a file outside the storage. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Files in a folder; each write goes to a temporary name first and is renamed into place. */
export function folderStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Files in memory, for a server whose database lives in memory too (tests). */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    async put(key, bytes) {
      files.set(checkedKey(key), new Uint8Array(bytes));
    },
    async get(key) {
      return files.get(checkedKey(key));
    },
    async remove(key) {
      files.delete(checkedKey(key));
    },
  };
}
