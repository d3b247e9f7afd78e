import type { TestProject } from 'vitest/node';
import { startBackend } from '../support/backend.ts';

/**
 * One backend for the e2e-api project, resolved exactly as for the browser suite (no site is built: these tests
 * talk to the API only, so a local stack leaves out the dashboard and what only it uses). Its values reach the test
 * files as `E2E_*` variables and through `inject('e2eEnv')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const backend = await startBackend(process.env, { exclude: ['studio', 'mcp', 'meta'] });
  project.provide('e2eEnv', backend.env);
  return backend.teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eEnv: Record<string, string>;
  }
}
