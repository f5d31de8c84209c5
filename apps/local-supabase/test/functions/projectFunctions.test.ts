import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDirOptions } from '../../src/server/projectDir.ts';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';
import { startTestServer } from '../support/harness.ts';

/**
 * Another project's functions folder as the Supabase CLI reads it, including what it leaves out and a function
 * that fails to start (answered as the hosted runtime answers it).
 */
let server: LocalSupabase;
let projectDir: string;
const logged: string[] = [];

beforeAll(async () => {
  projectDir = await mkdtemp(path.join(tmpdir(), 'local-supabase-functions-'));
  const fn = async (name: string, source: string | undefined) => {
    await mkdir(path.join(projectDir, 'functions', name), { recursive: true });
    if (source !== undefined)
      await writeFile(path.join(projectDir, 'functions', name, 'index.ts'), source);
  };
  await mkdir(path.join(projectDir, 'migrations'), { recursive: true });
  await writeFile(
    path.join(projectDir, 'config.toml'),
    [
      'project_id = "functions-test"',
      '[db.seed]',
      'enabled = false',
      '[functions.switched-off]',
      'enabled = false',
      '[functions.elsewhere]',
      'entrypoint = "./functions/elsewhere/main.ts"',
      'verify_jwt = false',
      '[functions.broken]',
      'verify_jwt = false',
      '[functions.later]',
      'verify_jwt = false',
    ].join('\n'),
  );
  await fn('broken', "throw new Error('broken on purpose');\n");
  await fn('switched-off', 'Deno.serve(() => new Response("on"));\n');
  await fn('no-entry', undefined);
  // Answers at once, then mails the dev mailbox half a second later, in the background (EdgeRuntime.waitUntil).
  await fn(
    'later',
    `Deno.serve(() => {
      EdgeRuntime.waitUntil(new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
        fetch(Deno.env.get('SUPABASE_URL') + '/__dev/mail', {
          method: 'POST',
          headers: { apikey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'), 'Content-Type': 'application/json' },
          body: JSON.stringify({ to: 'later@example.com', subject: 'Later', text: 'sent after the answer', html: '' }),
        }),
      ));
      return new Response('answered');
    });
`,
  );
  await fn('elsewhere', undefined);
  await writeFile(
    path.join(projectDir, 'functions', 'elsewhere', 'main.ts'),
    'Deno.serve({ port: 8000 }, () => new Response("from main.ts"));\n',
  );
  const options = await projectDirOptions(projectDir);
  server = await startTestServer({
    ...options,
    dataDir: 'memory',
    logger: (line) => logged.push(line),
  });
});
afterAll(async () => {
  await server?.stop();
  await rm(projectDir, { recursive: true, force: true });
});

const call = (name: string) => fetch(`${server.url}/functions/v1/${name}`, { method: 'POST' });

describe("another project's functions", () => {
  it('runs the entrypoint config.toml names, on whatever port the function asked for', async () => {
    const response = await call('elsewhere');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('from main.ts');
  });

  it('answers 503 BOOT_ERROR for a function that fails to start, and logs why', async () => {
    const response = await call('broken');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
    expect(logged.join('\n')).toContain('broken on purpose');
  });

  it('leaves out disabled functions and folders without an entry point', async () => {
    for (const name of ['switched-off', 'no-entry']) {
      const response = await call(name);
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
    }
  });

  it('lets background tasks finish before the server stops', async () => {
    const response = await call('later');
    expect(await response.text()).toBe('answered');
    expect(server.mailbox.list('later@example.com')).toEqual([]);
    await server.stop();
    expect(server.mailbox.list('later@example.com').map((mail) => mail.subject)).toEqual(['Later']);
  });
});
