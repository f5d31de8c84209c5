import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, relaxedAuth, serviceClient, startTestServer } from '../support/harness.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-restart-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function productCount(url: string, anonKey: string): Promise<number> {
  const { count } = await clientFor({ url, anonKey } as Parameters<typeof clientFor>[0])
    .from('products')
    .select('*', { count: 'exact', head: true });
  return count ?? -1;
}

describe('a data directory', () => {
  it('keeps committed data across a clean restart and seeds only once', async () => {
    const dataDir = path.join(workDir, 'clean');
    const first = await startTestServer({ dataDir });
    const inserted = await serviceClient(first)
      .from('products')
      .insert({ slug: 'survives-restart', name: 'Survivor', page_type: 'SaaS', display_order: 42 });
    expect(inserted.error).toBeNull();
    const signup = await clientFor(first).auth.signUp({
      email: 'restart@example.com',
      password: 'restart-pass',
    });
    expect(signup.error).toBeNull();
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      expect(await productCount(second.url, second.anonKey)).toBe(11);
      const signIn = await clientFor(second).auth.signInWithPassword({
        email: 'restart@example.com',
        password: 'restart-pass',
      });
      expect(signIn.error).toBeNull();
      // The old refresh token still works: sessions live in the database too.
      const refreshed = await clientFor(second).auth.refreshSession({
        refresh_token: signup.data.session?.refresh_token ?? '',
      });
      expect(refreshed.error).toBeNull();
    } finally {
      await second.stop();
    }
  });

  it('refuses a second server on the same directory', async () => {
    const dataDir = path.join(workDir, 'locked');
    const first = await startTestServer({ dataDir });
    try {
      await expect(startTestServer({ dataDir })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
  });
});

function startProcess(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; anonKey: string; serviceKey: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_SIGNUPS: String(relaxedAuth.rateLimitSignupsPer5Min),
      RATE_LIMIT_TOKEN: String(relaxedAuth.rateLimitTokenPer5Min),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API URL\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
      const serviceKey = /service_role key\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey && serviceKey) {
        clearTimeout(timer);
        resolve({ child, url, anonKey, serviceKey });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the server process', () => {
  it('keeps data committed before it was killed', async () => {
    const dataDir = path.join(workDir, 'killed');
    const first = await startProcess(dataDir);
    const admin = clientFor({ url: first.url, anonKey: first.serviceKey } as Parameters<
      typeof clientFor
    >[0]);
    const inserted = await admin
      .from('products')
      .insert({ slug: 'survives-kill', name: 'Phoenix', page_type: 'Startup' });
    expect(inserted.error).toBeNull();
    await killed(first.child);

    const second = await startProcess(dataDir);
    try {
      const reader = clientFor({ url: second.url, anonKey: second.anonKey } as Parameters<
        typeof clientFor
      >[0]);
      const { data } = await reader.from('products').select('name').eq('slug', 'survives-kill');
      expect(data).toEqual([{ name: 'Phoenix' }]);
      expect(await productCount(second.url, second.anonKey)).toBe(11);
    } finally {
      await killed(second.child);
    }
    // Two server processes start one after the other, each allowed 45 s (startProcess).
  }, 120_000);
});
