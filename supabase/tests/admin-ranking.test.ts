import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql } from '../../stack/test/support/auth.ts';
import { aalOf, signedInAdmin } from '../../stack/test/support/admins.ts';

// The ranking's admin write paths (ai_tools, reorder_ai_tools, the logos bucket) through supabase-js, as the admin
// screens call them: every denial (anon, user, admin at aal1), the RPC's validation, and concurrent reorders.

let stack: TestStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let user: SupabaseClient;
let adminAal1: SupabaseClient;
let admin: SupabaseClient;
let secondAdmin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['realtime', 'functions'] });
  service = serviceClient(stack);
  anon = anonClient(stack);
  user = (await signedInUser(stack)).client;
  adminAal1 = (await signedInAdmin(stack, 'aal1')).client;
  admin = (await signedInAdmin(stack)).client;
  secondAdmin = (await signedInAdmin(stack)).client;
});

afterAll(async () => {
  await stack?.dispose();
});

const suffix = () => crypto.randomBytes(3).toString('hex');

function newTool(slug = `narzedzie-${suffix()}`) {
  return {
    slug,
    name: `Narzędzie ${slug}`,
    vendor: 'Testowa sp. z o.o.',
    category: 'obrazy',
    score: 7.5,
    price_from_usd: 12,
    pricing_note: 'Plan podstawowy.',
    has_free_tier: true,
    commercial_use: 'tak',
    licence_note: 'Licencja komercyjna w planach płatnych.',
    polish_support: 'częściowe',
    strengths: ['szybkość'],
    weaknesses: ['mało stylów'],
    best_for: 'szybkich szkiców',
    use_cases: ['ilustracje'],
    url: 'https://example.com',
  };
}

/** The ranking as stored, first place first (read with the service role). */
async function currentOrder(): Promise<string[]> {
  const rows = await sql<{ id: string }>(stack, 'select id from public.ai_tools order by position');
  return rows.map((row) => row.id);
}

async function positions(): Promise<number[]> {
  const rows = await sql<{ position: number }>(stack, 'select position from public.ai_tools order by position');
  return rows.map((row) => row.position);
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('sessions used by these tests', () => {
  test('the admins are at the levels the denials rely on', async () => {
    expect(await aalOf(adminAal1)).toBe('aal1');
    expect(await aalOf(admin)).toBe('aal2');
    expect(await aalOf(secondAdmin)).toBe('aal2');
  });
});

describe('ai_tools writes need an admin with MFA', () => {
  test.each([
    ['anon', () => anon],
    ['a signed-in user', () => user],
    ['an admin at aal1', () => adminAal1],
  ])('%s cannot insert, update or delete a tool', async (_who, client) => {
    const [target] = await sql<{ id: string; name: string }>(stack, 'select id, name from public.ai_tools order by position limit 1');
    const before = await currentOrder();

    const inserted = await client().from('ai_tools').insert(newTool()).select();
    expect(inserted.error?.code).toBe('42501');

    const updated = await client().from('ai_tools').update({ name: 'Przejęte' }).eq('id', target!.id).select();
    // RLS hides the row from the update (anon has no update grant at all).
    if (updated.error) expect(updated.error.code).toBe('42501');
    else expect(updated.data).toEqual([]);

    const deleted = await client().from('ai_tools').delete().eq('id', target!.id).select();
    if (deleted.error) expect(deleted.error.code).toBe('42501');
    else expect(deleted.data).toEqual([]);

    const [after] = await sql<{ name: string }>(stack, 'select name from public.ai_tools where id = $1', [target!.id]);
    expect(after?.name).toBe(target!.name);
    expect(await currentOrder()).toEqual(before);
  });

  test('an admin with MFA adds a tool at the end, edits it and deletes it; later ranks close the gap', async () => {
    const countBefore = (await currentOrder()).length;
    const created = await admin.from('ai_tools').insert(newTool()).select('id, position').single();
    expect(created.error).toBeNull();
    expect(created.data!.position).toBe(countBefore + 1);

    const edited = await admin
      .from('ai_tools')
      .update({ score: 8.2, name: 'Zmieniona nazwa' })
      .eq('id', created.data!.id)
      .select('name, score')
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ name: 'Zmieniona nazwa', score: 8.2 });

    // Deleting the tool in third place moves every later tool up one place.
    const order = await currentOrder();
    const third = order[2]!;
    const deleted = await admin.from('ai_tools').delete().eq('id', third).select('id');
    expect(deleted.data).toEqual([{ id: third }]);
    expect(await currentOrder()).toEqual(order.filter((id) => id !== third));
    expect(await positions()).toEqual(Array.from({ length: order.length - 1 }, (_, i) => i + 1));
  });

  test('two tools added at the same moment get consecutive places', async () => {
    const countBefore = (await currentOrder()).length;
    const [one, two] = await Promise.all([
      admin.from('ai_tools').insert(newTool()).select('position').single(),
      secondAdmin.from('ai_tools').insert(newTool()).select('position').single(),
    ]);
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    expect([one.data!.position, two.data!.position].sort()).toEqual([countBefore + 1, countBefore + 2]);
  });

  test('a duplicate slug is refused with a unique violation', async () => {
    const [existing] = await sql<{ slug: string }>(stack, 'select slug from public.ai_tools limit 1');
    const { error } = await admin.from('ai_tools').insert(newTool(existing!.slug));
    expect(error?.code).toBe('23505');
  });
});

describe('reorder_ai_tools', () => {
  test.each([
    ['anon', () => anon],
    ['a signed-in user', () => user],
    ['an admin at aal1', () => adminAal1],
  ])('%s cannot reorder', async (_who, client) => {
    const before = await currentOrder();
    const { error } = await client().rpc('reorder_ai_tools', { ids: [...before].reverse() });
    expect(error?.code).toBe('42501');
    expect(await currentOrder()).toEqual(before);
  });

  test('an admin with MFA sets the whole order in one call; positions are 1..n', async () => {
    const before = await currentOrder();
    const wanted = [...before].reverse();
    const { error } = await admin.rpc('reorder_ai_tools', { ids: wanted, expected_order: before });
    expect(error).toBeNull();
    expect(await currentOrder()).toEqual(wanted);
    expect(await positions()).toEqual(wanted.map((_, i) => i + 1));
    // The public API reads the new order.
    const { data } = await anon.from('ai_tools').select('id').order('position');
    expect(data!.map((row) => row.id)).toEqual(wanted);
  });

  test('a list without every tool, with an unknown id, with a repeated id or with null is refused and changes nothing', async () => {
    const before = await currentOrder();
    const unknown = crypto.randomUUID();
    const cases: { ids: (string | null)[]; detail?: RegExp }[] = [
      { ids: before.slice(1), detail: new RegExp(`missing: ${before[0]}`) },
      { ids: [...before, unknown], detail: new RegExp(`unknown: ${unknown}`) },
      { ids: [before[0]!, ...before], detail: new RegExp(`duplicated: ${before[0]}`) },
      { ids: [...before.slice(1), null] },
      { ids: [] },
    ];
    for (const { ids, detail } of cases) {
      const { error } = await admin.rpc('reorder_ai_tools', { ids: ids as string[] });
      expect(error?.code, JSON.stringify(ids)).toBe('22023');
      if (detail) expect(error?.details).toMatch(detail);
    }
    expect(await currentOrder()).toEqual(before);
  });

  test('a reorder based on an order that has changed since is refused with PT409 (HTTP 409), not applied', async () => {
    const loaded = await currentOrder();
    const someoneElse = shuffled(loaded);
    expect((await secondAdmin.rpc('reorder_ai_tools', { ids: someoneElse, expected_order: loaded })).error).toBeNull();

    const mine = [...loaded].reverse();
    const { error, status } = await admin.rpc('reorder_ai_tools', { ids: mine, expected_order: loaded });
    expect(status).toBe(409);
    expect(error?.code).toBe('PT409');
    expect(await currentOrder()).toEqual(someoneElse);
  });

  test('a reorder waits for one in progress and then sees its result (the table lock serialises them)', async () => {
    const loaded = await currentOrder();
    const first = shuffled(loaded);
    const second = [...loaded].reverse();
    const [adminRow] = await sql<{ id: string }>(stack, "select id from auth.users where raw_app_meta_data->>'role' = 'admin' limit 1");

    // An admin's reorder held open in its transaction, exactly as PostgREST would run the call.
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    try {
      await db.query('begin');
      await db.query('set local role authenticated');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: adminRow!.id, role: 'authenticated', aal: 'aal2', app_metadata: { role: 'admin' } }),
      ]);
      await db.query('select public.reorder_ai_tools($1::uuid[], $2::uuid[])', [first, loaded]);

      // Meanwhile a second admin, who loaded the same order, saves theirs.
      let settled = false;
      const late = admin.rpc('reorder_ai_tools', { ids: second, expected_order: loaded }).then((result) => {
        settled = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled, 'the second reorder must wait for the first').toBe(false);

      await db.query('commit');
      const { error } = await late;
      // It ran after the first committed, saw the changed order and refused instead of overwriting it.
      expect(error?.code).toBe('PT409');
      expect(await currentOrder()).toEqual(first);
    } finally {
      await db.end();
    }
  });

  test('concurrent reorders without an expected order always end in one of the two orders, never a mix', async () => {
    for (let round = 0; round < 8; round++) {
      const loaded = await currentOrder();
      const one = shuffled(loaded);
      const two = shuffled(loaded);
      const results = await Promise.all([admin.rpc('reorder_ai_tools', { ids: one }), secondAdmin.rpc('reorder_ai_tools', { ids: two })]);
      expect(results.map((result) => result.error)).toEqual([null, null]);
      const final = await currentOrder();
      expect([JSON.stringify(one), JSON.stringify(two)]).toContain(JSON.stringify(final));
      expect(await positions()).toEqual(loaded.map((_, i) => i + 1));
    }
  });
});

describe('the logos bucket', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  test.each([
    ['anon', () => anon],
    ['a signed-in user', () => user],
    ['an admin at aal1', () => adminAal1],
  ])('%s cannot upload, replace or delete a logo', async (_who, client) => {
    const key = `odmowa-${suffix()}.png`;
    const upload = await client().storage.from('logos').upload(key, png, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    expect((upload.error as { statusCode?: string }).statusCode).toMatch(/^40[03]$/);

    const stored = `istniejacy-${suffix()}.png`;
    expect((await service.storage.from('logos').upload(stored, png, { contentType: 'image/png' })).error).toBeNull();
    const replaced = await client().storage.from('logos').upload(stored, png, { contentType: 'image/png', upsert: true });
    expect(replaced.error).not.toBeNull();
    await client().storage.from('logos').remove([stored]);
    const left = await sql(stack, "select 1 from storage.objects where bucket_id = 'logos' and name = $1", [stored]);
    expect(left).toHaveLength(1);
  });

  test('an admin with MFA uploads a logo that everyone can read, then replaces and deletes it', async () => {
    const key = `logo-${suffix()}.png`;
    const upload = await admin.storage.from('logos').upload(key, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();

    const publicUrl = anon.storage.from('logos').getPublicUrl(key).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);

    expect((await admin.storage.from('logos').upload(key, png, { contentType: 'image/png', upsert: true })).error).toBeNull();
    const removed = await admin.storage.from('logos').remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  test('the bucket refuses other file types and files over 1 MiB, even from an admin', async () => {
    const text = await admin.storage.from('logos').upload(`notatka-${suffix()}.txt`, Buffer.from('tekst'), { contentType: 'text/plain' });
    expect((text.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    const svg = await admin.storage.from('logos').upload(`logo-${suffix()}.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    expect((svg.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    const big = await admin.storage
      .from('logos')
      .upload(`duzy-${suffix()}.png`, Buffer.alloc(1024 * 1024 + 1), { contentType: 'image/png' });
    expect((big.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  test('logo_path accepts an object path and refuses anything else', async () => {
    const [target] = await sql<{ id: string }>(stack, 'select id from public.ai_tools limit 1');
    const ok = await admin.from('ai_tools').update({ logo_path: 'midjourney-abc123.png' }).eq('id', target!.id).select('logo_path');
    expect(ok.error).toBeNull();
    const bad = await admin.from('ai_tools').update({ logo_path: '../sekrety.png' }).eq('id', target!.id);
    expect(bad.error?.code).toBe('23514');
  });
});
