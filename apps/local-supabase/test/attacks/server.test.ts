import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { clientFor, serviceClient, startTestServer } from '../support/harness.ts';

/*
 * Attacks on the server itself: files served from storage, requests cut off by a shutdown, two servers
 * on one data directory, and stored data rewritten when the server starts.
 */

const repoSupabaseDir = path.resolve(import.meta.dirname, '../../../../supabase');
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-attacks-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

function pidOfExitedProcess(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', '']);
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

describe('objects an attacker placed in a public bucket', () => {
  let server: LocalSupabase;
  const objectUrl = (key: string) =>
    `${server.url}/storage/v1/object/public/product-thumbnails/${key}`;

  beforeAll(async () => {
    const supabaseDir = path.join(workDir, 'supabase');
    await cp(repoSupabaseDir, supabaseDir, { recursive: true });
    const bucket = path.join(supabaseDir, 'storage', 'product-thumbnails');
    await writeFile(path.join(workDir, 'secret.txt'), 'outside the bucket');
    await symlink(path.join(workDir, 'secret.txt'), path.join(bucket, 'leak.txt'));
    await symlink(workDir, path.join(bucket, 'outside'));
    await writeFile(
      path.join(bucket, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    server = await startTestServer({ supabaseDir });
  });
  afterAll(() => server.stop());

  it('are never sniffed into another type', async () => {
    for (const key of ['monofolio.webp', 'logo.svg']) {
      const response = await fetch(objectUrl(key));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('cannot run script when the object is an SVG', async () => {
    const response = await fetch(objectUrl('logo.svg'));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('cannot reach files outside the bucket through a symbolic link', async () => {
    for (const key of ['leak.txt', 'outside/secret.txt']) {
      const response = await fetch(objectUrl(key));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the bucket');
    }
  });
});

describe('a request in flight when the server stops', () => {
  it('still gets its answer', async () => {
    // A slow hash keeps the sign-up busy on the server while stop() is called.
    const server = await startTestServer({ auth: { passwordHashCost: 12 } });
    const signUp = clientFor(server).auth.signUp({
      email: 'in-flight@example.com',
      password: 'in-flight-password-1',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop();
    const { data, error } = await signUp;
    await stopped;
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('in-flight@example.com');
  });
});

describe('servers starting on one data directory at the same moment', () => {
  // Copies of the lock module, as separate processes would have.
  const lockModules = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        vi.resetModules();
        return import('../../src/db/dataDirLock.ts');
      }),
    );

  async function race(dataDir: string, count: number): Promise<number> {
    const copies = await lockModules(count);
    const results = await Promise.allSettled(copies.map((copy) => copy.lockDataDir(dataDir)));
    const winners = results.filter((r) => r.status === 'fulfilled');
    for (const winner of winners) await winner.value();
    return winners.length;
  }

  it('let only one of them hold a free directory, every time', async () => {
    // The window this guards is a few microseconds wide, so one round proves little; many rounds catch it.
    const winnersPerRound: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      winnersPerRound.push(await race(path.join(workDir, `contended-${round}`), 4));
    }
    expect(winnersPerRound).toEqual(Array(200).fill(1));
  });

  it('let only one of them take over the lock a killed server left behind', async () => {
    const deadPid = await pidOfExitedProcess();
    const winnersPerRound: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const dataDir = path.join(workDir, `abandoned-${round}`);
      await writeFile(`${dataDir}.lock`, String(deadPid));
      winnersPerRound.push(await race(dataDir, 3));
    }
    expect(winnersPerRound).toEqual(Array(20).fill(1));
  });

  it('name the file to remove when a server died while taking over a lock, then take it over once removed', async () => {
    const deadPid = await pidOfExitedProcess();
    const dataDir = path.join(workDir, 'abandoned-mid-takeover');
    await writeFile(`${dataDir}.lock`, String(deadPid));
    await writeFile(`${dataDir}.lock.takeover`, String(deadPid));
    const [lock] = await lockModules(1);
    await expect(lock!.lockDataDir(dataDir)).rejects.toThrow(
      `remove ${dataDir}.lock.takeover and start again`,
    );
    await rm(`${dataDir}.lock.takeover`);
    const release = await lock!.lockDataDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });
});

describe('a server restarted on another address', () => {
  it('changes none of the data stored before', async () => {
    const dataDir = path.join(workDir, 'moved');
    const first = await startTestServer({ dataDir });
    const storedUrl = `${first.url}/storage/v1/object/public/product-thumbnails/user-upload.webp`;
    const inserted = await serviceClient(first).from('products').insert({
      slug: 'kept-as-is',
      name: 'Kept as is',
      page_type: 'Startup',
      thumbnail_url: storedUrl,
    });
    expect(inserted.error).toBeNull();
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      expect(second.url).not.toBe(first.url);
      const { data } = await clientFor(second)
        .from('products')
        .select('thumbnail_url')
        .eq('slug', 'kept-as-is');
      expect(data).toEqual([{ thumbnail_url: storedUrl }]);
    } finally {
      await second.stop();
    }
  });
});
