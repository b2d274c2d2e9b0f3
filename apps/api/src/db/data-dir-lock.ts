/**
 * One process at a time on a PGlite data folder. PGlite is PostgreSQL inside the process that opens it, with no
 * server between processes: two opening one folder (the server and `tagtrail admin create`, say) would each write
 * its files as if alone, and the database would not survive it. A lock file in the folder names the process that
 * holds it; a lock whose process is gone (kill -9, a crash) is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const DATA_DIR_LOCK_FILE = 'tagtrail.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data folder ${dataDir} is in use by process ${pid} (a Tagtrail server, or another command): stop it first. ` +
        `If no such process runs, delete ${path.join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process with this id runs (one of another user's answers EPERM, and runs too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for this process; resolves to its release. Throws DataDirInUseError when held. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const release = async () => {
    const holder = await readFile(file, 'utf8').catch(() => '');
    if (Number(holder.trim()) === process.pid) await rm(file, { force: true });
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && running(pid))
        throw new DataDirInUseError(dataDir, pid);
      // Left by a process that is gone, or half written: taken over.
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
