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
    // Files run one after another in their worker's process instead of each in a fresh one: the server's modules
    // load once per worker (import time 40 -> 10 s summed), the whole suite 138 CPU-seconds against 188. Each file
    // starts and stops its own servers and nothing in src keeps state between them (no mocks, no stubbed env).
    isolate: false,
    // supabase-js creates a realtime client eagerly; Node 20 has WebSocket only behind this flag. Liftoff only: every
    // server a test starts compiles PGlite's WebAssembly afresh and is stopped within seconds, before the optimising
    // tier would pay back its compile time (138 CPU-seconds for the suite against 167 with it).
    execArgv: ['--experimental-websocket', '--liftoff-only'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
