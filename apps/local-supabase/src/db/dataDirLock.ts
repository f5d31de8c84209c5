import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function hasCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException).code === code;
}

const heldHere = new Set<string>();

/**
 * Creates the lock file only if none exists, already holding this process's pid: the pid goes into a private
 * file that is then hard-linked into place, and a link either appears whole or fails. A lock file opened with
 * `wx` and written afterwards would be empty for a moment, and a second server reading it then would take it for
 * a dead holder's and take it over.
 */
async function claimLockFile(lockFile: string): Promise<boolean> {
  const draft = `${lockFile}.${randomUUID()}`;
  await writeFile(draft, String(process.pid));
  try {
    await link(draft, lockFile);
    return true;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Takes over a lock whose holder has died. Only the server that holds the take-over file may remove a stale lock,
 * and it reads the lock again once it holds it: moving a lock aside without that guard let a second server move a
 * fresh, live lock aside in the moment between another's take-over and its check, and both ended up holding it.
 * A plain claim can still slip in once the stale file is gone; then this server's own claim fails and it gives way.
 */
async function takeOverStaleLock(lockFile: string, dataDir: string): Promise<boolean> {
  const takeOverFile = `${lockFile}.takeover`;
  if (!(await claimLockFile(takeOverFile))) {
    // Gone already (its holder finished) or held by a live server: either way another server is winning.
    const content = await readFile(takeOverFile, 'utf8').catch(() => undefined);
    if (content === undefined || liveHolder(content) !== undefined) return false;
    throw new Error(
      `A server starting on ${dataDir} was stopped while taking over its lock; remove ${takeOverFile} and start again`,
    );
  }
  try {
    const current = await readFile(lockFile, 'utf8').catch(() => '');
    const holder = liveHolder(current);
    if (holder !== undefined) {
      throw inUseBy(dataDir, holder);
    }
    await rm(lockFile, { force: true });
    return await claimLockFile(lockFile);
  } finally {
    await rm(takeOverFile, { force: true });
  }
}

function inUseBy(dataDir: string, pid: number): Error {
  return new Error(`Data directory ${dataDir} is in use by process ${pid}`);
}

function liveHolder(content: string): number | undefined {
  const pid = Number(content.trim());
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
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
    if (!(await claimLockFile(lockFile))) {
      const content = await readFile(lockFile, 'utf8').catch(() => '');
      const holder = liveHolder(content);
      if (holder !== undefined) {
        throw inUseBy(dataDir, holder);
      }
      if (!(await takeOverStaleLock(lockFile, dataDir))) {
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
