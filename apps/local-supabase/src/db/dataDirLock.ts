import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
 * Takes over a lock whose holder has died. The file is first moved aside, which only one of several servers can
 * do to the same file; if what was moved is no longer the dead holder's (another server took it over in between),
 * it is put back and this server gives way.
 */
async function takeOverStaleLock(lockFile: string, staleContent: string): Promise<boolean> {
  const movedAside = `${lockFile}.${randomUUID()}`;
  try {
    await rename(lockFile, movedAside);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return claimLockFile(lockFile);
    throw error;
  }
  try {
    if ((await readFile(movedAside, 'utf8')) !== staleContent) {
      await link(movedAside, lockFile).catch(() => undefined);
      return false;
    }
    return await claimLockFile(lockFile);
  } finally {
    await rm(movedAside, { force: true });
  }
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
        throw new Error(`Data directory ${dataDir} is in use by process ${holder}`);
      }
      if (!(await takeOverStaleLock(lockFile, content))) {
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
