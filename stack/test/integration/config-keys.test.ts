/**
 * config.toml keys at start: an unhonoured key is named by `stack up`; [db.settings] reaches Postgres;
 * [auth.rate_limit] anonymous_users limits anonymous sign-ins.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestWorkdir, runCli, type CliResult } from '../support/stack.ts';
import { parseEnv } from '../../src/status.ts';
import { testClient } from '../support/clients.ts';
import { sql } from '../support/stack.ts';

let workdir: string;
let started: CliResult;
let env: Record<string, string>;

beforeAll(async () => {
  workdir = await createTestWorkdir({
    config: (config) => {
      const db = config.db as Record<string, Record<string, unknown>>;
      db.pooler = { ...db.pooler, enabled: true };
      db.settings = { work_mem: '12MB', track_commit_timestamp: true };
      const auth = config.auth as Record<string, unknown> & { rate_limit: Record<string, unknown> };
      auth.enable_anonymous_sign_ins = true;
      auth.rate_limit.anonymous_users = 2;
    },
  });
  started = await runCli(workdir, ['up', '-x', 'meta,mcp,studio']);
  if (started.code !== 0) throw new Error(`stack up failed:\n${started.stdout}\n${started.stderr}`);
  env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
}, 120_000);

afterAll(async () => {
  if (workdir) await runCli(workdir, ['down']);
  if (workdir) fs.rmSync(workdir, { recursive: true, force: true });
});

test('[db.pooler] enabled = true prints its line at start', () => {
  expect(started.stderr).toContain(
    'NOT HONOURED: [db.pooler] enabled = true: the local stack has no connection pooler; connections go to Postgres directly',
  );
});

test('[db.settings] are applied to Postgres', async () => {
  const [row] = await sql<{ work_mem: string; track: string }>(
    env.DB_URL!,
    "select current_setting('work_mem') as work_mem, current_setting('track_commit_timestamp') as track",
  );
  expect(row).toEqual({ work_mem: '12MB', track: 'on' });
});

test('[auth.rate_limit] anonymous_users limits anonymous sign-ins per hour (over_request_rate_limit)', async () => {
  const signIn = () => testClient(env.API_URL!, env.ANON_KEY!).auth.signInAnonymously();
  expect((await signIn()).error).toBeNull();
  expect((await signIn()).error).toBeNull();
  const third = await signIn();
  expect(third.error!.status).toBe(429);
  expect(third.error!.code).toBe('over_request_rate_limit');
});

test('/graphql/v1 answers as Supabase does for a project with pg_graphql disabled, and start says so', async () => {
  const response = await fetch(`${env.API_URL}/graphql/v1`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ errors: [{ message: 'pg_graphql extension is not enabled.' }] });
  expect(started.stderr).toContain('/graphql/v1 answers as a project with pg_graphql disabled');
});
