import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds the prepared database snapshot once, before the workers that load it start.
    globalSetup: ['test/support/globalSetup.ts'],
    // Both cores: Vitest's default leaves one idle, and these files are the longest task of the test command. Each
    // file opens its own in-memory databases, so two at once share nothing (the PostgreSQL pass, where files share
    // one database, runs one file at a time: see package.json).
    maxWorkers: 2,
    // supabase-js creates a realtime client eagerly; Node 20 has WebSocket only behind this flag. Liftoff only: each
    // file's process compiles PGlite's WebAssembly afresh and is gone within seconds, before the optimising tier
    // would pay back its compile time (measured: about an eighth less CPU for the whole suite).
    execArgv: ['--experimental-websocket', '--liftoff-only'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
