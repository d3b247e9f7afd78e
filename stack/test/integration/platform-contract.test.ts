import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDbUrl, sql, startTestStack, type TestStack } from '../support/stack.ts';

// The SQL surface of the stand-ins against the real extensions' install SQL. The facts below were read (with the
// search tool's fetch) from:
//   supabase/pg_net       sql/pg_net.sql with its upgrades, 68ef0bf0 (0.20.x)
//   citusdata/pg_cron     pg_cron.sql + pg_cron--1.0--1.1 … --1.5--1.6.sql, 16618e69 (1.6)
//   supabase/vault        sql/supabase_vault--0.3.0.sql (+ 0.3.0--0.3.1: no SQL changes), 16f1570e
//   supabase_functions    the Supabase CLI's and self-hosting stack's webhooks.sql (also in supabase/postgres' schema dumps)
// Each line is a function as pg_get_function_identity/arguments/result print it, or a relation's columns with their
// types, in order. Our own private helpers (`_stack_*`) are left out; everything listed must match exactly.

const FUNCTIONS: Record<string, string[]> = {
  net: [
    `_await_response(request_id bigint) returns boolean`,
    `_encode_url_with_params_array(url text, params_array text[]) returns text`,
    `_http_collect_response(request_id bigint, async boolean DEFAULT true) returns net.http_response_result`,
    `_urlencode_string(string character varying) returns text`,
    `check_worker_is_up() returns void`,
    `http_collect_response(request_id bigint, async boolean DEFAULT true) returns net.http_response_result`,
    `http_delete(url text, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{}'::jsonb, timeout_milliseconds integer DEFAULT 5000, body jsonb DEFAULT NULL::jsonb) returns bigint`,
    `http_get(url text, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{}'::jsonb, timeout_milliseconds integer DEFAULT 5000) returns bigint`,
    `http_post(url text, body jsonb DEFAULT '{}'::jsonb, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer DEFAULT 5000) returns bigint`,
    `wait_until_running() returns void`,
    `wake() returns void`,
    `worker_restart() returns boolean`,
  ],
  cron: [
    `alter_job(job_id bigint, schedule text DEFAULT NULL::text, command text DEFAULT NULL::text, database text DEFAULT NULL::text, username text DEFAULT NULL::text, active boolean DEFAULT NULL::boolean) returns void`,
    `job_cache_invalidate() returns trigger`,
    `schedule(job_name text, schedule text, command text) returns bigint`,
    `schedule(schedule text, command text) returns bigint`,
    `schedule_in_database(job_name text, schedule text, command text, database text, username text DEFAULT NULL::text, active boolean DEFAULT true) returns bigint`,
    `unschedule(job_id bigint) returns boolean`,
    `unschedule(job_name text) returns boolean`,
  ],
  vault: [
    `create_secret(new_secret text, new_name text DEFAULT NULL::text, new_description text DEFAULT ''::text, new_key_id uuid DEFAULT NULL::uuid) returns uuid`,
    `update_secret(secret_id uuid, new_secret text DEFAULT NULL::text, new_name text DEFAULT NULL::text, new_description text DEFAULT NULL::text, new_key_id uuid DEFAULT NULL::uuid) returns void`,
  ],
  supabase_functions: [`http_request() returns trigger`],
};

const RELATIONS: Record<string, string[]> = {
  'net.http_request_queue': [
    'id bigint',
    'method net.http_method',
    'url text',
    'headers jsonb',
    'body bytea',
    'timeout_milliseconds integer',
  ],
  'net._http_response': [
    'id bigint',
    'status_code integer',
    'content_type text',
    'headers jsonb',
    'content text',
    'timed_out boolean',
    'error_msg text',
    'created timestamp with time zone',
  ],
  'cron.job': [
    'jobid bigint',
    'schedule text',
    'command text',
    'nodename text',
    'nodeport integer',
    'database text',
    'username text',
    'active boolean',
    'jobname text',
  ],
  'cron.job_run_details': [
    'jobid bigint',
    'runid bigint',
    'job_pid integer',
    'database text',
    'username text',
    'command text',
    'status text',
    'return_message text',
    'start_time timestamp with time zone',
    'end_time timestamp with time zone',
  ],
  'vault.secrets': [
    'id uuid',
    'name text',
    'description text',
    'secret text',
    'key_id uuid',
    'nonce bytea',
    'created_at timestamp with time zone',
    'updated_at timestamp with time zone',
  ],
  'vault.decrypted_secrets': [
    'id uuid',
    'name text',
    'description text',
    'secret text',
    'decrypted_secret text',
    'key_id uuid',
    'nonce bytea',
    'created_at timestamp with time zone',
    'updated_at timestamp with time zone',
  ],
  'supabase_functions.hooks': [
    'id bigint',
    'hook_table_id integer',
    'hook_name text',
    'created_at timestamp with time zone',
    'request_id bigint',
  ],
  'supabase_functions.migrations': ['version text', 'inserted_at timestamp with time zone'],
};

const TYPES: Record<string, string> = {
  'net.http_response': 'status_code integer, headers jsonb, body text',
  'net.http_response_result': 'status net.request_status, message text, response net.http_response',
};

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'auth', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
});

describe('the stand-ins have the real extensions’ SQL surface', () => {
  test.each(Object.keys(FUNCTIONS))('functions of %s', async (schema) => {
    const rows = await sql<{ line: string }>(
      adminDbUrl(stack.env.DB_URL!),
      `select p.proname || '(' || pg_get_function_arguments(p.oid) || ') returns ' || pg_get_function_result(p.oid) as line
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = $1 and p.proname not like '\\_stack\\_%' order by 1`,
      [schema],
    );
    expect(rows.map((row) => row.line)).toEqual([...FUNCTIONS[schema]!].sort());
  });

  test.each(Object.keys(RELATIONS))('columns of %s', async (relation) => {
    const rows = await sql<{ column: string }>(
      adminDbUrl(stack.env.DB_URL!),
      `select a.attname || ' ' || format_type(a.atttypid, a.atttypmod) as column from pg_attribute a
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [relation],
    );
    expect(rows.map((row) => row.column)).toEqual(RELATIONS[relation]);
  });

  test.each(Object.keys(TYPES))('composite type %s', async (type) => {
    const rows = await sql<{ fields: string }>(
      adminDbUrl(stack.env.DB_URL!),
      `select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum) as fields
       from pg_attribute a where a.attrelid = (select typrelid from pg_type where oid = $1::regtype) and a.attnum > 0`,
      [type],
    );
    expect(rows[0]!.fields).toBe(TYPES[type]);
  });

  test('request_status and http_method as in pg_net', async () => {
    const [row] = await sql<{ labels: string; check: string }>(
      adminDbUrl(stack.env.DB_URL!),
      `select (select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = 'net.request_status'::regtype) as labels,
              (select format_type(typbasetype, null) from pg_type where oid = 'net.http_method'::regtype) as check`,
    );
    expect(row).toEqual({ labels: 'PENDING,SUCCESS,ERROR', check: 'text' });
  });
});
