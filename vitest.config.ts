import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Property tests run hundreds of cases: on a loaded two-core machine one took over vitest's default 5 s.
          testTimeout: 30_000,
          include: [
            'stack/test/unit/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/scripts/**/*.test.ts',
            'e2e/support/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          // The stack's services, and the site's schema (RLS, triggers, SQL functions) in supabase/tests.
          name: 'integration',
          include: ['stack/test/integration/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          // Every file starts its own stack; two at a time.
          maxWorkers: 2,
          minWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The official clients (supabase-js, storage-js, auth-js, realtime-js) used as their docs show, against one
          // stack per file: what a client nobody here wrote sees (issue #14).
          name: 'conformance',
          include: ['stack/test/conformance/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Through supabase-js against one backend for the whole project: the local stack by default, or the one
          // E2E_ENV / E2E_ENV_FILE names (e2e/support/env.ts). Files share it and create their own users and data.
          name: 'e2e-api',
          include: ['e2e/api/**/*.test.ts'],
          globalSetup: ['e2e/api/global-setup.ts'],
          setupFiles: ['e2e/api/refuse-destructive.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
