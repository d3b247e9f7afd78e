import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, signedInUser, sql } from '../../stack/test/support/auth.ts';
import { aalOf, signedInAdmin } from '../../stack/test/support/admins.ts';

// The glossary's admin write path (glossary_terms) through supabase-js, as /admin/glossary calls it: every denial,
// duplicate slugs, and related-term links that stay valid through creates, renames and deletes.

let stack: TestStack;
let anon: SupabaseClient;
let user: SupabaseClient;
let adminAal1: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['realtime', 'functions', 'storage'] });
  anon = anonClient(stack);
  user = (await signedInUser(stack)).client;
  adminAal1 = (await signedInAdmin(stack, 'aal1')).client;
  admin = (await signedInAdmin(stack)).client;
});

afterAll(async () => {
  await stack?.dispose();
});

const slugOf = (label: string) => `${label}-${crypto.randomBytes(3).toString('hex')}`;

function newTerm(slug = slugOf('pojecie'), relatedTerms: string[] = []) {
  return {
    slug,
    term: `Pojęcie ${slug}`,
    also_known_as: 'Test term',
    definition: 'Definicja do testów: krótko i po polsku, z ogonkami — żółć.',
    example: null,
    related_terms: relatedTerms,
  };
}

async function relatedOf(slug: string): Promise<string[] | undefined> {
  const [row] = await sql<{ related_terms: string[] }>(stack, 'select related_terms from public.glossary_terms where slug = $1', [slug]);
  return row?.related_terms;
}

async function createTerm(slug = slugOf('pojecie'), relatedTerms: string[] = []): Promise<{ id: string; slug: string }> {
  const { data, error } = await admin.from('glossary_terms').insert(newTerm(slug, relatedTerms)).select('id, slug').single();
  if (error) throw new Error(`insert ${slug}: ${error.message}`);
  return data as { id: string; slug: string };
}

describe('glossary writes need an admin with MFA', () => {
  test('the admin sessions are at the levels the denials rely on', async () => {
    expect(await aalOf(adminAal1)).toBe('aal1');
    expect(await aalOf(admin)).toBe('aal2');
  });

  test.each([
    ['anon', () => anon],
    ['a signed-in user', () => user],
    ['an admin at aal1', () => adminAal1],
  ])('%s cannot insert, update or delete a term', async (_who, client) => {
    const [target] = await sql<{ id: string; definition: string }>(stack, 'select id, definition from public.glossary_terms limit 1');
    const countBefore = (await sql(stack, 'select id from public.glossary_terms')).length;

    const inserted = await client().from('glossary_terms').insert(newTerm()).select();
    expect(inserted.error?.code).toBe('42501');

    const updated = await client().from('glossary_terms').update({ definition: 'Przejęte' }).eq('id', target!.id).select();
    if (updated.error) expect(updated.error.code).toBe('42501');
    else expect(updated.data).toEqual([]);

    const deleted = await client().from('glossary_terms').delete().eq('id', target!.id).select();
    if (deleted.error) expect(deleted.error.code).toBe('42501');
    else expect(deleted.data).toEqual([]);

    const [after] = await sql<{ definition: string }>(stack, 'select definition from public.glossary_terms where id = $1', [target!.id]);
    expect(after?.definition).toBe(target!.definition);
    expect(await sql(stack, 'select id from public.glossary_terms')).toHaveLength(countBefore);
  });

  test('an admin with MFA creates, edits and deletes a term; everyone reads it meanwhile', async () => {
    const created = await createTerm();
    const read = await anon.from('glossary_terms').select('term').eq('slug', created.slug).single();
    expect(read.data?.term).toBe(`Pojęcie ${created.slug}`);

    const edited = await admin.from('glossary_terms').update({ term: 'Źdźbło promptu' }).eq('id', created.id).select('term').single();
    expect(edited.error).toBeNull();
    expect(edited.data?.term).toBe('Źdźbło promptu');

    const deleted = await admin.from('glossary_terms').delete().eq('id', created.id).select('id');
    expect(deleted.data).toEqual([{ id: created.id }]);
    expect((await anon.from('glossary_terms').select('id').eq('slug', created.slug)).data).toEqual([]);
  });
});

describe('slugs', () => {
  test('a duplicate slug is refused (23505) on insert and on rename; the slug check a form runs sees it', async () => {
    const first = await createTerm();
    const second = await createTerm();
    expect((await admin.from('glossary_terms').insert(newTerm(first.slug))).error?.code).toBe('23505');
    expect((await admin.from('glossary_terms').update({ slug: first.slug }).eq('id', second.id)).error?.code).toBe('23505');
    // What /admin/glossary asks while the admin types (readable by anyone, like the public glossary).
    const taken = await anon.from('glossary_terms').select('id').eq('slug', first.slug).neq('id', second.id);
    expect(taken.data).toEqual([{ id: first.id }]);
  });

  test('a slug that is not lower-case words joined by hyphens is refused (23514)', async () => {
    for (const slug of ['Duże-Litery', 'z spacją', 'ą-ogonek', '-na-poczatku', 'podwojny--myslnik']) {
      expect((await admin.from('glossary_terms').insert(newTerm(slug))).error?.code, slug).toBe('23514');
    }
  });
});

describe('related-term links', () => {
  test('links to existing terms are kept in the editor’s order', async () => {
    const a = await createTerm();
    const b = await createTerm();
    const c = await createTerm(slugOf('pojecie'), [b.slug, a.slug, 'stable-diffusion']);
    expect(await relatedOf(c.slug)).toEqual([b.slug, a.slug, 'stable-diffusion']);
  });

  test('a link to a term that does not exist is refused (23503) and names it', async () => {
    const { error } = await admin.from('glossary_terms').insert(newTerm(slugOf('pojecie'), ['stable-diffusion', 'nie-ma-takiego']));
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('nie-ma-takiego');
    const existing = await createTerm();
    const update = await admin
      .from('glossary_terms')
      .update({ related_terms: ['nie-ma-takiego'] })
      .eq('id', existing.id);
    expect(update.error?.code).toBe('23503');
    expect(await relatedOf(existing.slug)).toEqual([]);
  });

  test('a link to the term itself or the same link twice is refused (23514)', async () => {
    const term = await createTerm();
    const self = await admin
      .from('glossary_terms')
      .update({ related_terms: [term.slug] })
      .eq('id', term.id);
    expect(self.error?.code).toBe('23514');
    const twice = await admin
      .from('glossary_terms')
      .update({ related_terms: ['clip', 'clip'] })
      .eq('id', term.id);
    expect(twice.error?.code).toBe('23514');
    expect(twice.error?.message).toContain('clip');
  });

  test('terms created together in one request may link to each other', async () => {
    const one = slugOf('jeden');
    const two = slugOf('dwa');
    const { error } = await admin.from('glossary_terms').insert([newTerm(one, [two]), newTerm(two, [one])]);
    expect(error).toBeNull();
    expect(await relatedOf(one)).toEqual([two]);
  });

  test('renaming a term’s slug updates every link to it; deleting a term removes them', async () => {
    const target = await createTerm();
    const linking = await createTerm(slugOf('pojecie'), ['clip', target.slug, 'bokeh']);

    const renamed = slugOf('nowa-nazwa');
    expect((await admin.from('glossary_terms').update({ slug: renamed }).eq('id', target.id)).error).toBeNull();
    expect(await relatedOf(linking.slug)).toEqual(['clip', renamed, 'bokeh']);

    expect((await admin.from('glossary_terms').delete().eq('id', target.id)).error).toBeNull();
    expect(await relatedOf(linking.slug)).toEqual(['clip', 'bokeh']);
  });

  test('a refused delete (aal1) leaves links in place', async () => {
    const target = await createTerm();
    const linking = await createTerm(slugOf('pojecie'), [target.slug]);
    await adminAal1.from('glossary_terms').delete().eq('id', target.id);
    expect(await relatedOf(linking.slug)).toEqual([target.slug]);
  });
});
