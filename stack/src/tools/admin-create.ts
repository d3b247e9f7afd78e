// npm run admin:create -- --email someone@example.com
// Makes an account an admin (app_metadata.role = 'admin', which only the service role can set): an existing
// account gets the role; a new address gets an invitation mail whose link sets the password. The first visit to
// /admin then asks for TOTP enrollment, so admin writes always run at aal2. Prints nothing secret.
//
// Target: --env-file FILE (the output of `supabase status -o env` / `npm run stack:status -- -o env`), or the
// variables SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (e.g. a self-hosted or hosted project), or else the local
// stack running in this folder.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { keysFor, parseEnv, statusValues } from '../status.ts';
import { runningState } from '../state.ts';
import { stackPaths } from '../shared/paths.ts';

const usage = `Usage: npm run admin:create -- --email ADDRESS [--redirect-to URL] [--env-file FILE]

  --email        the admin's e-mail address (an existing account is promoted, a new one is invited)
  --redirect-to  where the invitation link may send the person (default: the project's site URL)
  --env-file     API_URL and SERVICE_ROLE_KEY of the target project (the format of "supabase status -o env")

Without --env-file, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are used when set, else the local stack.`;

type Target = { apiUrl: string; serviceKey: string; source: string };

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function resolveTarget(envFile: string | undefined): Promise<Target> {
  if (envFile) {
    if (!fs.existsSync(envFile)) fail(`--env-file ${envFile}: no such file`, 2);
    const env = parseEnv(fs.readFileSync(envFile, 'utf8'));
    if (!env.API_URL || !env.SERVICE_ROLE_KEY) fail(`${envFile}: API_URL and SERVICE_ROLE_KEY are required`, 2);
    return { apiUrl: env.API_URL, serviceKey: env.SERVICE_ROLE_KEY, source: envFile };
  }
  if (process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY) {
    return { apiUrl: process.env.SUPABASE_URL, serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY, source: 'SUPABASE_URL' };
  }
  const workdir = process.env.SUPABASE_WORKDIR ?? process.cwd();
  const config = loadConfig({ workdir });
  if (!runningState(stackPaths(workdir))?.ready) {
    fail(
      'No target: the local stack is not running ("npm run stack:up"), and neither --env-file nor SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY is given.',
    );
  }
  const env = statusValues(config, await keysFor(config));
  return { apiUrl: env.API_URL!, serviceKey: env.SERVICE_ROLE_KEY!, source: 'the local stack' };
}

type AdminUser = { id: string; email?: string; app_metadata?: Record<string, unknown> };

async function call<T>(target: Target, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${target.apiUrl.replace(/\/+$/, '')}/auth/v1${path}`, {
    method,
    headers: {
      apikey: target.serviceKey,
      authorization: `Bearer ${target.serviceKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let reason = text;
    try {
      const parsed = JSON.parse(text) as { msg?: string; message?: string; error_code?: string };
      reason = `${parsed.error_code ?? response.status}: ${parsed.msg ?? parsed.message ?? text}`;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${method} /auth/v1${path} failed (${response.status}) ${reason}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

async function findUser(target: Target, email: string): Promise<AdminUser | undefined> {
  for (let page = 1; ; page++) {
    const { users } = await call<{ users: AdminUser[] }>(target, 'GET', `/admin/users?page=${page}&per_page=500`);
    const found = users.find((user) => user.email?.toLowerCase() === email);
    if (found || users.length < 500) return found;
  }
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'redirect-to': { type: 'string' },
    'env-file': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: false,
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`${email ? `Not an e-mail address: ${email}\n\n` : ''}${usage}`, 2);

const target = await resolveTarget(values['env-file']);
try {
  let user = await findUser(target, email);
  let invited = false;
  if (!user) {
    const redirectTo = values['redirect-to'];
    const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
    user = await call<AdminUser>(target, 'POST', `/invite${query}`, { email });
    invited = true;
  }
  if (user.app_metadata?.role === 'admin') {
    console.log(`${email} is already an admin (${target.source}). Nothing changed.`);
  } else {
    await call(target, 'PUT', `/admin/users/${user.id}`, { app_metadata: { ...user.app_metadata, role: 'admin' } });
    console.log(
      invited
        ? `Invited ${email} as an admin (${target.source}): the invitation mail's link sets the password; the first visit to /admin enrolls TOTP.`
        : `${email} is now an admin (${target.source}). On the next sign-in, /admin asks for TOTP (enrollment the first time).`,
    );
  }
} catch (error) {
  fail(`admin:create: ${(error as Error).message}`);
}
