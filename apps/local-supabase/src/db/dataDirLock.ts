import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const heldHere = new Set<string>();

/** Creates the lock file only if none exists: of two servers starting at once, exactly one gets it. */
async function createLockFile(lockFile: string): Promise<boolean> {
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite has no postmaster to refuse a second process on the same data directory, and two writers
 * corrupt it. A pid file next to the directory does that job; a stale one (killed process) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  if (heldHere.has(lockFile))
    throw new Error(`Data directory ${dataDir} is in use by this process`);
  await mkdir(path.dirname(lockFile), { recursive: true });
  heldHere.add(lockFile);
  try {
    if (!(await createLockFile(lockFile))) {
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(`Data directory ${dataDir} is in use by process ${holder}`);
      }
      await rm(lockFile, { force: true });
      if (!(await createLockFile(lockFile))) {
        throw new Error(`Data directory ${dataDir} is being locked by another process`);
      }
    }
  } catch (error) {
    heldHere.delete(lockFile);
    throw error;
  }
  return async () => {
    heldHere.delete(lockFile);
    await rm(lockFile, { force: true });
  };
}
