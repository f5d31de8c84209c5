import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmsProjectDir } from '../support/filmsSchema.ts';
import { clientFor } from '../support/harness.ts';
import { projectDirOptions } from '../../src/server/projectDir.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `pnpm --filter @outpace/local-supabase start --dir <folder>` on another project's supabase/ folder: the
 * command itself, started as a developer would (in-memory database), then asked what that project has.
 */
describe('start --dir on another project', () => {
  let url: string;
  let anonKey: string;
  let stop: () => void;

  beforeAll(async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', '--dir', path.dirname(filmsProjectDir)],
      {
        cwd: packageDir,
        env: { ...process.env, PORT: '0', DATA_DIR: 'memory' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    stop = () => child.kill('SIGTERM');
    ({ url, anonKey } = await new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const started = /API URL\s+(\S+)/.exec(output)?.[1];
        const key = /anon key\s+(\S+)/.exec(output)?.[1];
        if (started && key) resolve({ url: started, anonKey: key });
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    }));
  });
  afterAll(() => stop?.());

  const client = () => clientFor({ url, anonKey } as Parameters<typeof clientFor>[0], anonKey);

  it("applies the project's migrations and seed, and not this repository's", async () => {
    const films = await client().from('films').select('title, directors(name)').eq('id', 1);
    expect(films.data).toEqual([{ title: 'Northern Lights', directors: { name: 'Ava Lind' } }]);
    const products = await client().from('products').select('*');
    expect(products.error).toMatchObject({ code: 'PGRST205' });
  });

  it("reads the project's config.toml auth settings", async () => {
    const weak = await client().auth.signUp({ email: 'dir@example.com', password: 'short-pw' });
    expect(weak.error).toMatchObject({ code: 'weak_password' });
    const signedUp = await client().auth.signUp({
      email: 'dir@example.com',
      password: 'long enough password',
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session?.expires_in).toBe(1800);
  });

  it("serves the project's storage folder", async () => {
    const poster = await fetch(`${url}/storage/v1/object/public/posters/about.txt`);
    expect(await poster.text()).toBe('Posters of the films project.\n');
  });

  it("runs the project's Edge Functions in Deno, with its verify_jwt and secrets, and none of this repository's", async () => {
    const hello = await client().functions.invoke('public-hello', { body: { name: 'Ava' } });
    expect(hello.error).toBeNull();
    expect(hello.data).toEqual({
      message: 'Hello, Ava!',
      method: 'POST',
      path: '/public-hello',
      secret: 'from functions/.env',
    });
    const anonymous = await fetch(`${url}/functions/v1/public-hello/sub/path?q=1`);
    expect(await anonymous.json()).toMatchObject({ method: 'GET', path: '/public-hello/sub/path' });

    const counted = await client().functions.invoke('films-count');
    expect(counted.data).toEqual({ count: 4 });
    const noJwt = await fetch(`${url}/functions/v1/films-count`, { method: 'POST' });
    expect(noJwt.status).toBe(401);
    expect(await noJwt.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    for (const name of [
      'check-subscription',
      '_shared',
      'greeting',
      '..%2Fpublic-hello',
      'public-hello%00',
    ]) {
      const missing = await fetch(`${url}/functions/v1/${name}`, {
        headers: { Authorization: `Bearer ${anonKey}` },
      });
      expect({ name, status: missing.status }).toEqual({ name, status: 404 });
    }
  });

  it('finds the supabase/ folder inside a project root and refuses a folder without config.toml', async () => {
    expect((await projectDirOptions(path.dirname(filmsProjectDir))).supabaseDir).toBe(
      filmsProjectDir,
    );
    expect((await projectDirOptions(filmsProjectDir)).supabaseDir).toBe(filmsProjectDir);
    await expect(projectDirOptions(path.join(filmsProjectDir, 'migrations'))).rejects.toThrow(
      /no config.toml/,
    );
  });
});
