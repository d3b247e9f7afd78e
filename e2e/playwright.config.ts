import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { artifactPaths, FAILURE_ARTIFACTS, playwrightReporters } from './support/reports.ts';
import { currentDestructivePolicy } from './support/guard.ts';

// Debian's Chromium (Playwright's own download is not reachable everywhere); else Playwright's bundled browser.
const debianChromium = '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: './browser',
  // Traces and screenshots of failed tests; the reports (JUnit, HTML) sit beside it in e2e/artifacts/.
  outputDir: artifactPaths().testResults,
  globalSetup: './support/global-setup.ts',
  // Against a deployment not marked as a test environment, tests that change data they did not create are left out
  // (and refused by the fixture if selected anyway): see e2e/support/env.ts, destructivePolicy.
  grepInvert: currentDestructivePolicy().allowed ? undefined : /@destructive/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: playwrightReporters(),
  // Two workers share two cores with the whole stack (Postgres, Deno workers, the page refresher): a journey step
  // that takes one second on an idle machine can take several, and the long admin journeys ran past 30 s in
  // fresh-clone CI. The limits guard against hangs; they are not speed targets (those live in npm run bench:*).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup: the site it serves, or the one E2E_BASE_URL names.
    baseURL: process.env.E2E_BASE_URL,
    ...FAILURE_ARTIFACTS,
    locale: 'pl-PL',
    // The reader asked for less motion (the site's reduced-motion rule stops its animations). An endless animation
    // (a placeholder's shimmer, a spinner) changes the page every frame, and the trace's screencast, which records
    // every test, captures each one: on two cores that doubled the signed-in-frame tests' time and pushed page
    // takeovers past the expect timeout (24 tests: 205 s with a failure in motion, 149 s without).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
});
