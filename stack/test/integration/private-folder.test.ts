import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli, startTestStack, type TestStack } from '../support/stack.ts';

// A project in a folder only root may enter (mode 700: /root, a CI container's workspace), started as root: Postgres
// runs as the OS user `postgres`, which cannot enter that folder. The stack keeps the cluster in a per-project folder
// under the system state folder instead, and never changes the user's folder.
const asRoot = process.getuid?.() === 0;

let stack: TestStack;
let systemDir: string;

beforeAll(async () => {
  if (!asRoot) return;
  // A system state folder of the test's own (the real one is /var/lib/obrazy-ai-stack), reachable as /var/lib is.
  systemDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-system-'));
  fs.chmodSync(systemDir, 0o755);
  stack = await startTestStack({
    private: true,
    exclude: ['mail', 'functions', 'realtime', 'storage'],
    env: { STACK_SYSTEM_DIR: systemDir },
  });
});

afterAll(async () => {
  if (!asRoot) return;
  await stack?.dispose();
  fs.rmSync(systemDir, { recursive: true, force: true });
});

describe.skipIf(!asRoot)('a private project folder, as root', () => {
  test('the stack serves, the folder stays private, the cluster lives under the system state folder', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&limit=1`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(response.status).toBe(200);
    expect(fs.statSync(stack.workdir).mode & 0o777).toBe(0o700);

    const status = await runCli(stack.workdir, ['status'], { STACK_SYSTEM_DIR: systemDir });
    const dataDir = /Database files\s+(\S+)/.exec(status.stdout)?.[1];
    expect(dataDir?.startsWith(path.join(systemDir, 'clusters') + path.sep)).toBe(true);
    const cluster = fs.statSync(dataDir!);
    expect(cluster.mode & 0o777).toBe(0o700);
    expect(cluster.uid).not.toBe(0);
    expect(fs.existsSync(path.join(stack.workdir, '.stack', 'data'))).toBe(false);
  });

  test('reset starts from migrations and seed in the same place and removes nothing of the project', async () => {
    const reset = await runCli(stack.workdir, ['reset', '--yes', '-x', 'mail,functions,realtime,storage'], { STACK_SYSTEM_DIR: systemDir });
    expect(reset.code, reset.stderr).toBe(0);
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&limit=1`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(((await response.json()) as unknown[]).length).toBe(1);
    expect(fs.existsSync(path.join(stack.workdir, 'supabase', 'config.toml'))).toBe(true);
  });
});
