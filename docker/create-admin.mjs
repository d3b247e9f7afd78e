#!/usr/bin/env node
// Makes an account an admin (app_metadata.role = 'admin', which only the service role can set): an existing
// account gets the role; a new address gets an invitation mail whose link sets the password. The first visit to
// /admin then asks for TOTP enrollment, so admin writes always run at aal2. Prints nothing secret.
//
//   node docker/create-admin.mjs --email you@example.com --env-file .env     # a compose deployment (its .env)
//   SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… node docker/create-admin.mjs --email you@example.com
//   npm run admin:create -- --email you@example.com                          # the same script; the local stack
//
// Node's standard library only: it runs on a server with nothing but Node installed (no npm install).
import console from 'node:console';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { fetch } = globalThis;

const usage = `Usage: node docker/create-admin.mjs --email ADDRESS [--redirect-to URL] [--env-file FILE]
       (npm run admin:create -- --email ADDRESS … in a development checkout)

  --email        the admin's e-mail address (an existing account is promoted, a new one is invited)
  --redirect-to  where the invitation link may send the person (default: the project's site URL)
  --env-file     the target's settings: a compose deployment's .env (SUPABASE_PUBLIC_URL, SERVICE_ROLE_KEY) or
                 the output of "supabase status -o env" (API_URL, SERVICE_ROLE_KEY)

Without --env-file, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are used when set, else the local stack of a
development checkout (npm run stack:up).`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** KEY=value lines (comments, blank lines, `export `, single or double quotes), as docker compose and dotenv read them. */
export function parseEnvText(text) {
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  }
  return values;
}

/** The API URL and service role key from a deployment's .env or a `supabase status -o env` file. */
export function targetFromEnv(env) {
  const apiUrl = env.SUPABASE_URL || env.API_URL || env.SUPABASE_PUBLIC_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY || env.SERVICE_ROLE_KEY;
  return apiUrl && serviceKey ? { apiUrl, serviceKey } : undefined;
}

function resolveTarget(envFile) {
  if (envFile) {
    if (!fs.existsSync(envFile)) fail(`--env-file ${envFile}: no such file`, 2);
    const target = targetFromEnv(parseEnvText(fs.readFileSync(envFile, 'utf8')));
    if (!target) fail(`${envFile}: needs SUPABASE_PUBLIC_URL (or API_URL) and SERVICE_ROLE_KEY`, 2);
    return { ...target, source: envFile };
  }
  if (process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY) {
    return { apiUrl: process.env.SUPABASE_URL, serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY, source: 'SUPABASE_URL' };
  }
  // A development checkout: ask the local stack's own command for its URL and keys (as `supabase status -o env`).
  const stackCli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'stack', 'bin', 'stack.mjs');
  if (!fs.existsSync(stackCli)) fail(`No target: give --env-file .env, or SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.\n\n${usage}`, 2);
  const status = spawnSync(process.execPath, [stackCli, 'status', '-o', 'env'], { encoding: 'utf8' });
  const target = status.status === 0 ? targetFromEnv(parseEnvText(status.stdout)) : undefined;
  if (!target) {
    fail(
      'No target: the local stack is not running ("npm run stack:up"), and neither --env-file nor SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY is given.',
    );
  }
  return { ...target, source: 'the local stack' };
}

async function call(target, method, route, body) {
  const response = await fetch(`${target.apiUrl.replace(/\/+$/, '')}/auth/v1${route}`, {
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
      const parsed = JSON.parse(text);
      reason = `${parsed.error_code ?? response.status}: ${parsed.msg ?? parsed.message ?? text}`;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${method} /auth/v1${route} failed (${response.status}) ${reason}`);
  }
  return text ? JSON.parse(text) : {};
}

async function findUser(target, email) {
  for (let page = 1; ; page++) {
    const { users } = await call(target, 'GET', `/admin/users?page=${page}&per_page=500`);
    const found = users.find((user) => user.email?.toLowerCase() === email);
    if (found || users.length < 500) return found;
  }
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        'redirect-to': { type: 'string' },
        'env-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    fail(`${error.message}\n\n${usage}`, 2);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`${email ? `Not an e-mail address: ${email}\n\n` : ''}${usage}`, 2);

  const target = resolveTarget(values['env-file']);
  try {
    let user = await findUser(target, email);
    let invited = false;
    if (!user) {
      const redirectTo = values['redirect-to'];
      const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
      user = await call(target, 'POST', `/invite${query}`, { email });
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
    fail(`create-admin: ${error.message}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
