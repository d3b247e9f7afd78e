/**
 * docker/create-admin.mjs — the one implementation behind `npm run admin:create` and the self-hosting steps — against
 * a running stack: plain Node (no tsx, no packages), targets from the environment, from a compose deployment's .env,
 * or from a `supabase status -o env` file.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../src/shared/paths.ts';
import { serviceClient, signedInUser, uniqueEmail } from '../support/auth.ts';
import { mailbox } from '../support/mail.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let admin: ReturnType<typeof serviceClient>['auth']['admin'];
let scratch: string;
const script = path.join(repoRoot, 'docker', 'create-admin.mjs');

beforeAll(async () => {
  stack = await startTestStack();
  admin = serviceClient(stack).auth.admin;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-create-admin-'));
});

afterAll(async () => {
  await stack?.dispose();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Runs the script with plain `node` (no --import tsx, no NODE_OPTIONS), the way a server without a dev install does. */
function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const base = { ...process.env };
  delete base.SUPABASE_URL;
  delete base.SUPABASE_SERVICE_ROLE_KEY;
  delete base.NODE_OPTIONS;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...base, ...env }, cwd: scratch });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const fromEnvironment = () => ({ SUPABASE_URL: stack.env.API_URL, SUPABASE_SERVICE_ROLE_KEY: stack.env.SERVICE_ROLE_KEY });

describe('docker/create-admin.mjs (npm run admin:create)', () => {
  test('npm run admin:create is a thin call of the script, not a second implementation', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['admin:create']).toBe('node docker/create-admin.mjs');
    expect(fs.existsSync(path.join(repoRoot, 'stack', 'src', 'tools', 'admin-create.ts'))).toBe(false);
  });

  test('invites a new address as an admin, promotes an existing account, and prints nothing secret', async () => {
    const email = uniqueEmail('pierwszy-admin');
    const invited = await run(['--email', email.toUpperCase()], fromEnvironment());
    expect(invited.output).toContain(`Invited ${email} as an admin`);
    expect(invited.code).toBe(0);
    expect(invited.output).not.toContain(stack.env.SERVICE_ROLE_KEY!);
    expect(invited.output).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    await mailbox(stack.env.MAILPIT_URL!).waitFor({ to: email, subject: 'Zaproszenie do Obrazy AI' });
    const { data } = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(data.users.find((user) => user.email === email)?.app_metadata.role).toBe('admin');

    const again = await run(['--email', email], fromEnvironment());
    expect(again.code).toBe(0);
    expect(again.output).toContain('is already an admin');

    const existing = await signedInUser(stack);
    const promoted = await run(['--email', existing.email], fromEnvironment());
    expect(promoted.code).toBe(0);
    expect(promoted.output).toContain(`${existing.email} is now an admin`);
    const { data: user } = await admin.getUserById(existing.id);
    expect(user.user!.app_metadata.role).toBe('admin');
  });

  test("reads a compose deployment's .env (SUPABASE_PUBLIC_URL, SERVICE_ROLE_KEY) and a `supabase status -o env` file", async () => {
    const deploymentEnv = path.join(scratch, 'deployment.env');
    fs.writeFileSync(
      deploymentEnv,
      [
        '# a docker compose .env',
        'POSTGRES_PASSWORD=irrelevant-here',
        `SUPABASE_PUBLIC_URL="${stack.env.API_URL}"`,
        `SERVICE_ROLE_KEY=${stack.env.SERVICE_ROLE_KEY}`,
        '',
      ].join('\n'),
    );
    const viaDeployment = await run(['--email', uniqueEmail('z-pliku-env'), '--env-file', deploymentEnv]);
    expect(viaDeployment.output).toContain(`(${deploymentEnv})`);
    expect(viaDeployment.code).toBe(0);

    const statusEnv = path.join(scratch, 'status.env');
    fs.writeFileSync(statusEnv, `API_URL="${stack.env.API_URL}"\nSERVICE_ROLE_KEY="${stack.env.SERVICE_ROLE_KEY}"\n`);
    const viaStatus = await run(['--email', uniqueEmail('ze-statusu'), '--env-file', statusEnv]);
    expect(viaStatus.code).toBe(0);

    const incomplete = path.join(scratch, 'incomplete.env');
    fs.writeFileSync(incomplete, `SUPABASE_PUBLIC_URL=${stack.env.API_URL}\n`);
    const refused = await run(['--email', uniqueEmail('brak'), '--env-file', incomplete]);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('needs SUPABASE_PUBLIC_URL (or API_URL) and SERVICE_ROLE_KEY');
  });

  test('a wrong service key fails with the API error and a non-zero exit', async () => {
    const wrong = await run(['--email', uniqueEmail('zly-klucz')], { ...fromEnvironment(), SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^create-admin: GET \/auth\/v1\/admin\/users/m);
  });

  test('refuses a missing or malformed address with the usage text', async () => {
    const missing = await run([], fromEnvironment());
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('Usage: node docker/create-admin.mjs --email ADDRESS');
    const malformed = await run(['--email', 'nie-adres'], fromEnvironment());
    expect(malformed.code).toBe(2);
    expect(malformed.output).toContain('Not an e-mail address: nie-adres');
  });
});
