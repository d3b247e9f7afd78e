#!/usr/bin/env node
// Writes a .env for docker-compose.yml: .env.example with every secret replaced by a fresh random value, and the
// anon and service_role keys signed with the new JWT secret (HS256, as Supabase's self-hosting keys are).
//
//   node docker/generate-env.mjs --out .env        # a complete .env (mode 0600; never overwrites an existing file);
//                                                  # review URLs and SMTP before `docker compose up`
//   node docker/generate-env.mjs                   # the same on stdout
//   node docker/generate-env.mjs --keys-for SECRET # only ANON_KEY= and SERVICE_ROLE_KEY= for an existing JWT_SECRET
//
// Node's standard library only, so it runs on a server with nothing but Node installed.
import { Buffer } from 'node:buffer';
import console from 'node:console';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

/** An HS256 JWT for one of Supabase's API roles, signed with `secret`. */
export function signKey(role, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role, iss: 'supabase', iat: nowSeconds, exp: nowSeconds + TEN_YEARS })}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Fresh values for the secrets of .env.example; `random(n)` gives n random bytes. */
export function freshSecrets(random = crypto.randomBytes) {
  const jwtSecret = random(48).toString('base64url');
  return {
    POSTGRES_PASSWORD: random(24).toString('hex'),
    JWT_SECRET: jwtSecret,
    ANON_KEY: signKey('anon', jwtSecret),
    SERVICE_ROLE_KEY: signKey('service_role', jwtSecret),
    DASHBOARD_PASSWORD: random(18).toString('hex'),
    SECRET_KEY_BASE: random(48).toString('base64url') + random(48).toString('base64url'),
    PG_META_CRYPTO_KEY: random(24).toString('hex'),
    NEWSLETTER_SECRET: random(32).toString('base64url'),
  };
}

/** .env.example's text with the value of every name in `secrets` replaced; comments and order stay. */
export function generateEnv(exampleText, secrets = freshSecrets()) {
  const seen = new Set();
  const text = exampleText.replace(/^([A-Z][A-Z0-9_]*)=.*$/gm, (line, name) => {
    if (!(name in secrets)) return line;
    seen.add(name);
    return `${name}=${secrets[name]}`;
  });
  const missing = Object.keys(secrets).filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`.env.example has no line for ${missing.join(', ')}`);
  return text;
}

function main(args) {
  if (args[0] === '--keys-for') {
    if (!args[1] || args[1].length < 32) throw new Error('--keys-for needs the JWT_SECRET (at least 32 characters)');
    process.stdout.write(`ANON_KEY=${signKey('anon', args[1])}\nSERVICE_ROLE_KEY=${signKey('service_role', args[1])}\n`);
    return;
  }
  const example = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.env.example');
  if (args[0] === '--out') {
    if (!args[1]) throw new Error('--out needs a file name');
    writeNewFile(args[1], generateEnv(fs.readFileSync(example, 'utf8')));
    console.error(`generate-env: wrote ${args[1]} with fresh secrets; review its URLs, ports and SMTP_* settings.`);
    return;
  }
  if (args.length > 0) throw new Error(`unknown arguments: ${args.join(' ')} (use --out FILE or --keys-for SECRET)`);
  process.stdout.write(generateEnv(fs.readFileSync(example, 'utf8')));
}

/** Creates `file` readable by its owner only; an existing file (a live deployment's secrets) is never replaced. */
export function writeNewFile(file, text) {
  let fd;
  try {
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if (error.code === 'EEXIST')
      throw new Error(`${file} exists; it may hold a deployment's secrets, so it is left as it is`, { cause: error });
    throw error;
  }
  try {
    fs.writeFileSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`generate-env: ${error.message}`);
    process.exit(1);
  }
}
