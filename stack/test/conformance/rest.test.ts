import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testClient } from '../support/clients.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// supabase-js's PostgREST API (from, rpc, count, range) as its reference docs show it, against the local stack. The
// REST server is the real PostgREST; what is checked here is that the gateway hands the client PostgREST's statuses,
// headers (Content-Range) and error bodies untouched, so the client's `{data, error, count, status}` come out as they
// do behind `supabase start`.

// A table and functions of this test only, so the numbers do not depend on the app's seed.
const migration = `
create table public.conformance_pictures (
  id int primary key,
  title text not null,
  votes int not null default 0
);
alter table public.conformance_pictures enable row level security;
create policy "Everyone reads pictures" on public.conformance_pictures for select to anon, authenticated using (true);
revoke all on public.conformance_pictures from anon, authenticated;
grant select on public.conformance_pictures to anon, authenticated;
insert into public.conformance_pictures select n, 'Obraz ' || n, n % 5 from generate_series(1, 25) n;

create function public.conformance_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.conformance_pictures_with_votes(min_votes int) returns setof public.conformance_pictures
  language sql stable as $$ select * from public.conformance_pictures where votes >= min_votes $$;
`;

let stack: TestStack;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    files: { 'migrations/29990101000000_conformance_rest.sql': migration },
    exclude: ['storage', 'realtime', 'functions', 'mail'],
  });
  anon = testClient(stack.env.API_URL!, stack.env.PUBLISHABLE_KEY!);
});

afterAll(async () => {
  await stack?.dispose();
});

const pictures = () => anon.from('conformance_pictures');

describe('count and range', () => {
  test("select('*', { count: 'exact', head: true }) gives the count and no rows", async () => {
    const result = await pictures().select('*', { count: 'exact', head: true });
    expect(result).toMatchObject({ error: null, data: null, count: 25, status: 200 });
  });

  test('a head count honours filters', async () => {
    const result = await pictures().select('id', { count: 'exact', head: true }).eq('votes', 0);
    expect(result).toMatchObject({ error: null, count: 5 });
  });

  test('range() returns that slice; with a count the answer is partial content (206)', async () => {
    const first = await pictures().select('id', { count: 'exact' }).order('id').range(0, 9);
    expect(first).toMatchObject({ error: null, count: 25, status: 206 });
    expect(first.data!.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The last page may be short.
    const last = await pictures().select('id', { count: 'exact' }).order('id').range(20, 29);
    expect(last).toMatchObject({ error: null, count: 25, status: 206 });
    expect(last.data!.map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);
  });

  test('a range that starts past the last row is PGRST103 with status 416', async () => {
    // PostgREST: "Requested range not satisfiable" (docs: errors PGRST103), the total in `details`.
    const result = await pictures().select('id', { count: 'exact' }).order('id').range(30, 39);
    expect(result.status).toBe(416);
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 30 was requested, but there are only 25 rows.',
    });
  });

  test('a range past the end without a count is simply empty', async () => {
    const result = await pictures().select('id').order('id').range(100, 109);
    expect(result).toMatchObject({ error: null, data: [], count: null });
  });

  test("count: 'planned' and 'estimated' are answered too", async () => {
    for (const count of ['planned', 'estimated'] as const) {
      const result = await pictures().select('id', { count, head: true });
      expect(result.error).toBeNull();
      expect(typeof result.count).toBe('number');
    }
  });
});

describe('single rows', () => {
  test('single() on many rows is PGRST116 with status 406', async () => {
    const result = await pictures().select('id').single();
    expect(result.status).toBe(406);
    expect(result.error).toMatchObject({ code: 'PGRST116' });
  });

  test('maybeSingle() on no rows is null without an error; single() on one row is that row', async () => {
    expect(await pictures().select('id').eq('id', 999).maybeSingle()).toMatchObject({ data: null, error: null });
    expect(await pictures().select('id, title').eq('id', 7).single()).toMatchObject({ data: { id: 7, title: 'Obraz 7' }, error: null });
  });
});

describe('rpc', () => {
  test('a scalar function, by POST and by GET', async () => {
    expect(await anon.rpc('conformance_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect(await anon.rpc('conformance_add', { a: 2, b: 3 }, { get: true })).toMatchObject({ data: 5, error: null });
  });

  test('a set-returning function takes filters, order, range and a head count', async () => {
    const rows = await anon
      .rpc('conformance_pictures_with_votes', { min_votes: 4 })
      .select('id')
      .order('id', { ascending: false })
      .range(0, 1);
    expect(rows.data).toEqual([{ id: 24 }, { id: 19 }]);
    const counted = await anon.rpc('conformance_pictures_with_votes', { min_votes: 4 }, { head: true, count: 'exact' });
    expect(counted).toMatchObject({ error: null, data: null, count: 5 });
  });

  test('an unknown function is PGRST202 with status 404', async () => {
    const result = await anon.rpc('conformance_missing', { a: 1 });
    expect(result.status).toBe(404);
    expect(result.error).toMatchObject({ code: 'PGRST202' });
  });
});

describe('errors', () => {
  test('a write the role has no grant for is 42501 with status 401 (anon)', async () => {
    const result = await pictures().insert({ id: 100, title: 'Nowy' });
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ code: '42501', message: 'permission denied for table conformance_pictures' });
  });

  test('an unknown column is 42703 with status 400', async () => {
    const result = await pictures().select('nope');
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '42703' });
  });
});
