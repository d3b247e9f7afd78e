import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli, sql, startTestStack, type TestStack } from '../support/stack.ts';

// With the dashboard's services: postgres-meta keeps no database state (it connects per request), so a reset leaves it
// running and it answers from the new database; it ignores SIGTERM, so `stack down` kills it after a short grace.

let stack: TestStack | undefined;
beforeAll(async () => {
  stack = await startTestStack({ studio: true, exclude: ['functions', 'realtime', 'storage', 'mail'] });
});
afterAll(async () => {
  // The test stops the stack itself; this stops it when the test failed first.
  if (stack) await runCli(stack.workdir, ['down']);
  if (stack) fs.rmSync(stack.workdir, { recursive: true, force: true });
});

const metaPid = (workdir: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(workdir, '.stack', 'state.json'), 'utf8')) as { services: { name: string; pid: number }[] }
  ).services.find((service) => service.name === 'meta')?.pid;

test('a reset leaves postgres-meta running and it answers from the new database; stack down kills it after its grace', async () => {
  const { workdir, env } = stack!;
  await sql(env.DB_URL!, 'create table public.przed_resetem (id int)');
  const before = metaPid(workdir);
  expect(before).toBeGreaterThan(0);

  const reset = await runCli(workdir, ['reset', '--yes']);
  expect(reset.code, reset.stderr).toBe(0);
  expect(metaPid(workdir)).toBe(before);
  const response = await fetch(`${env.API_URL}/pg/tables?included_schemas=public`, { headers: { apikey: env.SECRET_KEY! } });
  expect(response.status).toBe(200);
  const tables = ((await response.json()) as { name: string }[]).map((table) => table.name);
  expect(tables).toContain('posts');
  expect(tables).not.toContain('przed_resetem');

  const down = await runCli(workdir, ['down']);
  expect(down.code, down.stderr).toBe(0);
  const log = fs.readFileSync(path.join(workdir, '.stack', 'logs', 'supervisor.log'), 'utf8');
  expect(log).toMatch(/"service":"meta","message":"killed after its grace: it holds nothing"/);
});
