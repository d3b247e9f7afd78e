import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql, startTestStack, type TestStack } from '../support/stack.ts';

// What the Supabase image lets its privileged role do and what it preloads: PostgREST settings on authenticator
// (supautils' reserved roles), `notify pgrst, 'reload config'`, pg_stat_statements.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'auth', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
});

const aggregate = () =>
  fetch(`${stack.env.API_URL}/rest/v1/glossary_terms?select=id.count()`, {
    headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.ANON_KEY}` },
  });

test('postgres turns on PostgREST aggregates on authenticator and reloads its config, as on Supabase', async () => {
  expect((await aggregate()).status).toBe(400);
  await sql(stack.env.DB_URL!, `alter role authenticator set pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config'`);
  const deadline = Date.now() + 10_000;
  let response = await aggregate();
  while (response.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await aggregate();
  }
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([{ count: expect.any(Number) }]);
  // The right to configure authenticator is not the right to become it or take over its login.
  await expect(sql(stack.env.DB_URL!, 'set role authenticator')).rejects.toMatchObject({ code: '42501' });
});

test('pg_stat_statements is preloaded: plans carry a query identifier and statements are counted', async () => {
  const plan = await sql<{ 'QUERY PLAN': string }>(stack.env.DB_URL!, 'explain (verbose) select 1');
  expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Query Identifier: -?\d+/);
  await sql(stack.env.DB_URL!, 'select 42 as pgss_probe');
  const counted = await sql(
    stack.env.DB_URL!,
    `select calls from extensions.pg_stat_statements where query like '%pgss_probe%' and query not like '%pg_stat_statements%'`,
  );
  expect(counted).toHaveLength(1);
});
