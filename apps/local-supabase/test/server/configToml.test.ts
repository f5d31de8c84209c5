import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';

const readConfigToml = () =>
  readFile(new URL('../../../../supabase/config.toml', import.meta.url), 'utf8');

describe('supabase/config.toml', () => {
  it('declares the secure password and e-mail change settings the local auth applies', async () => {
    const toml = await readConfigToml();
    const { auth } = resolveConfig();
    expect(toml).toMatch(new RegExp(`\\nsecure_password_change = ${auth.securePasswordChange}\\n`));
    expect(toml).toMatch(new RegExp(`\\ndouble_confirm_changes = ${auth.secureEmailChange}\\n`));
  });
});
