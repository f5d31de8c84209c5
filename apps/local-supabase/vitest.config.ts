import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds the prepared database snapshot once, before the workers that load it start.
    globalSetup: ['test/support/globalSetup.ts'],
    // supabase-js creates a realtime client eagerly; Node 20 has WebSocket only behind this flag.
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
