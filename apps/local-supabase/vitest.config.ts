import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds the prepared database snapshot once, before the workers that load it start.
    globalSetup: ['test/support/globalSetup.ts'],
    // supabase-js creates a realtime client eagerly; Node 20 has WebSocket only behind this flag.
    execArgv: ['--experimental-websocket'],
    // Every core, where Vitest's default leaves one free: on a 2-core CI runner this suite (about 240 CPU-seconds) is
    // the last task of the build-and-unit-test stage, and with one worker the other core sat idle while it finished.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
