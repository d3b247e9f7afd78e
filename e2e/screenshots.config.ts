import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screenshots`: the same backend and site as the browser tests (global setup), pictures of the main pages
// at a phone's and a laptop's width into screenshots/ (git-ignored), for reviewers.
export default defineConfig({
  ...base,
  testDir: './screenshots',
  outputDir: './artifacts/screenshots',
  fullyParallel: false,
  workers: 1,
  // Pictures, not a test run: no JUnit or HTML report over the browser suite's.
  reporter: [['list']],
});
