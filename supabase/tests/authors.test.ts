import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, serviceClient, signedInUser } from '../../stack/test/support/auth.ts';
import { signedInAdmin } from '../../stack/test/support/admins.ts';

// Bylines (public.authors, posts.author_id) through supabase-js as the site and the admin area call them: anyone
// reads the authors and embeds them in an article; only admins with MFA write them; a portrait needs its alt text;
// an author's deletion leaves their posts signed by the editors.

let stack: TestStack;
let anon: SupabaseClient;
let user: SupabaseClient;
let adminAal1: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['functions', 'mail', 'realtime', 'storage'] });
  anon = anonClient(stack);
  user = (await signedInUser(stack)).client;
  adminAal1 = (await signedInAdmin(stack, 'aal1')).client;
  admin = (await signedInAdmin(stack)).client;
});

afterAll(async () => {
  await stack?.dispose();
});

const newAuthor = () => {
  const slug = `autor-${crypto.randomBytes(4).toString('hex')}`;
  return { slug, name: 'Ewa Testowa', role: 'Redaktorka', bio: 'Pisze o generatorach obrazów od pierwszych wersji.' };
};

describe('authors', () => {
  test('visitors read the seeded authors and an article embeds its author', async () => {
    const { data: authors, error } = await anon.from('authors').select('slug, name, avatar_path, avatar_alt').order('slug');
    expect(error).toBeNull();
    expect(authors!.map((author) => author.slug)).toEqual(expect.arrayContaining(['anna-wisniewska', 'michal-zielinski']));
    const { data: article } = await anon
      .from('posts')
      .select('slug, author:authors(slug, name, role)')
      .eq('slug', 'midjourney-parametr-chaos')
      .single();
    expect(article!.author).toEqual({ slug: 'michal-zielinski', name: 'Michał Zieliński', role: 'Trener narzędzi AI' });
  });

  test('visitors, users and admins without MFA cannot add, change or delete authors', async () => {
    for (const client of [anon, user, adminAal1]) {
      const { error } = await client.from('authors').insert(newAuthor());
      expect(error?.code).toBe('42501');
      const { data: changed } = await client.from('authors').update({ name: 'Ktoś Inny' }).eq('slug', 'anna-wisniewska').select();
      expect(changed ?? []).toEqual([]);
      const { data: deleted } = await client.from('authors').delete().eq('slug', 'anna-wisniewska').select();
      expect(deleted ?? []).toEqual([]);
    }
    const { data } = await anon.from('authors').select('name').eq('slug', 'anna-wisniewska').single();
    expect(data!.name).toBe('Anna Wiśniewska');
  });

  test('an admin with MFA adds an author; a portrait without alt text or a bad path is refused', async () => {
    const { data, error } = await admin.from('authors').insert(newAuthor()).select('slug').single();
    expect(error).toBeNull();
    expect(data!.slug).toMatch(/^autor-/);

    const withoutAlt = await admin.from('authors').insert({ ...newAuthor(), avatar_path: 'autorzy/ewa.webp' });
    expect(withoutAlt.error).toMatchObject({ code: '23514', message: expect.stringContaining('authors_avatar_alt_required') });
    const escaping = await admin.from('authors').insert({ ...newAuthor(), avatar_path: '../covers/x.webp', avatar_alt: 'Portret' });
    expect(escaping.error?.code).toBe('23514');
    const shortBio = await admin.from('authors').insert({ ...newAuthor(), bio: 'Krótko.' });
    expect(shortBio.error).toMatchObject({ code: '23514', message: expect.stringContaining('authors_bio_length') });
  });

  test('deleting an author leaves their posts without a byline, not deleted', async () => {
    const author = newAuthor();
    const { data: created } = await admin.from('authors').insert(author).select('id').single();
    const service = serviceClient(stack);
    const slug = `wpis-${author.slug}`;
    const { error: insertError } = await service.from('posts').insert({
      slug,
      section: 'post',
      title: 'Wpis z podpisem',
      lead: 'Lead',
      body_md: 'Treść',
      status: 'draft',
      author_id: created!.id,
    });
    expect(insertError).toBeNull();
    const { data: deleted } = await admin.from('authors').delete().eq('id', created!.id).select('id');
    expect(deleted).toHaveLength(1);
    const { data: post } = await service.from('posts').select('slug, author_id').eq('slug', slug).single();
    expect(post).toEqual({ slug, author_id: null });
  });
});
