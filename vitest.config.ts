import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { compiledMessages } from './build-tools/compile-messages.ts';

/**
 * Tests that never open a database: the client's (they fake the API) and the symptom engine's
 * (pure functions over its knowledge files). They run in the PGlite run only; the PostgreSQL
 * run (TEST_DATABASE_URL) repeats just what can differ between the two databases.
 */
const DATABASE_FREE_TESTS = [
  'src/client/**',
  'src/server/features/symptom-checker/{engine,eval,knowledge,model}/**',
];

export default defineConfig({
  // The client's message catalogues arrive compiled, as in the build (ADR 0058).
  plugins: [compiledMessages()],
  resolve: {
    alias: {
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '#server': fileURLToPath(new URL('./src/server', import.meta.url)),
      '#client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...DATABASE_FREE_TESTS]
      : configDefaults.exclude,
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    pool: 'forks',
    // One module graph per worker instead of per file: the files share no state through modules
    // (each builds its own app and database), and re-importing the server for each of ~150 files
    // cost more than half the run.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
    reporters: ['default'],
  },
});
