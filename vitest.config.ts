import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['stack/test/unit/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['stack/test/integration/**/*.test.ts', 'e2e/api/**/*.test.ts'],
          // Every file starts its own stack; on two cores they run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
