// @vitest-environment happy-dom
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { sessionStorageKeyFor } from './sessionStorageKey';

describe('sessionStorageKeyFor', () => {
  it.each(['http://127.0.0.1:54321', 'https://abcd.supabase.co', 'http://localhost:54321/'])(
    'is the key supabase-js itself reads the session of %s from',
    async (url) => {
      const readKeys: string[] = [];
      const storage = {
        getItem: (key: string) => {
          readKeys.push(key);
          return null;
        },
        setItem: () => {},
        removeItem: () => {},
      };
      const client = createClient(url, 'public-anon-key', {
        auth: { storage, autoRefreshToken: false, detectSessionInUrl: false },
      });
      await client.auth.getSession();
      expect(readKeys).toContain(sessionStorageKeyFor(url));
    },
  );

  it('names the local project the way the site stores its session', () => {
    expect(sessionStorageKeyFor('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });
});
