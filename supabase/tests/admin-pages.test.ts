import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql } from '../../stack/test/support/auth.ts';
import { aalOf, signedInAdmin, type AdminSession } from '../../stack/test/support/admins.ts';
import { Inbox } from '../../stack/test/support/realtime.ts';

// The page editor's write paths (posts, the covers bucket, slug_available, admin_dashboard, the presence channel)
// through supabase-js, as the admin screens call them: every denial (anon, user, admin at aal1), what an admin
// with MFA may do, optimistic concurrency on updated_at, and scheduled publishing.

let stack: TestStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let user: SupabaseClient;
let adminAal1: SupabaseClient;
let adminSession: AdminSession;
let admin: SupabaseClient;
let secondAdmin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['functions', 'mail'] });
  service = serviceClient(stack);
  anon = anonClient(stack);
  user = (await signedInUser(stack)).client;
  adminAal1 = (await signedInAdmin(stack, 'aal1')).client;
  adminSession = await signedInAdmin(stack);
  admin = adminSession.client;
  secondAdmin = (await signedInAdmin(stack)).client;
});

afterAll(async () => {
  for (const client of [anon, user, adminAal1, admin, secondAdmin]) await client?.removeAllChannels();
  await stack?.dispose();
});

const suffix = () => crypto.randomBytes(4).toString('hex');

function newPost(overrides: Record<string, unknown> = {}) {
  const slug = `test-artykul-${suffix()}`;
  return { slug, title: `Artykuł ${slug}`, lead: 'Wstęp.', body_md: '## Treść\n\nAkapit.', status: 'draft', ...overrides };
}

/** A post created with the service role (fixture), returned as stored. */
async function fixturePost(overrides: Record<string, unknown> = {}) {
  const { data, error } = await service.from('posts').insert(newPost(overrides)).select('*').single();
  if (error) throw error;
  return data as { id: string; slug: string; updated_at: string; published_at: string | null; status: string };
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('sessions used by these tests', () => {
  test('the admins are at the levels the denials rely on', async () => {
    expect(await aalOf(adminAal1)).toBe('aal1');
    expect(await aalOf(admin)).toBe('aal2');
    expect(await aalOf(secondAdmin)).toBe('aal2');
  });
});

describe('posts: who may write', () => {
  const denied = () =>
    [
      ['anon', anon],
      ['a signed-in user', user],
      ['an admin at aal1', adminAal1],
    ] as const;

  test('anon, users and admins at aal1 cannot create posts', async () => {
    for (const [who, client] of denied()) {
      const { data, error } = await client.from('posts').insert(newPost()).select('id');
      expect(error?.code, who).toBe('42501');
      expect(data, who).toBeNull();
    }
  });

  test('anon, users and admins at aal1 change and delete nothing, not even published posts they can read', async () => {
    const post = await fixturePost({ status: 'published' });
    for (const [who, client] of denied()) {
      const updated = await client
        .from('posts')
        .update({ title: `Zmienione przez ${who}` })
        .eq('id', post.id)
        .select('id');
      // Anon has no UPDATE/DELETE grant at all (42501); signed-in callers match no row through RLS.
      if (updated.error) expect(updated.error.code, who).toBe('42501');
      else expect(updated.data, who).toEqual([]);
      const deleted = await client.from('posts').delete().eq('id', post.id).select('id');
      if (deleted.error) expect(deleted.error.code, who).toBe('42501');
      else expect(deleted.data, who).toEqual([]);
    }
    const [row] = await sql<{ title: string; updated_at: Date }>(stack, 'select title, updated_at from public.posts where id = $1', [
      post.id,
    ]);
    expect(row?.title).toBe(`Artykuł ${post.slug}`);
  });

  test('drafts stay hidden from everyone but admins with MFA', async () => {
    const draft = await fixturePost();
    for (const [who, client] of denied()) {
      const { data } = await client.from('posts').select('id').eq('id', draft.id);
      expect(data, who).toEqual([]);
    }
    const { data } = await admin.from('posts').select('id').eq('id', draft.id);
    expect(data).toEqual([{ id: draft.id }]);
  });

  test('an admin with MFA creates, edits and deletes posts', async () => {
    const created = await admin.from('posts').insert(newPost()).select('id, slug, status').single();
    expect(created.error).toBeNull();
    const updated = await admin.from('posts').update({ title: 'Źródła światła' }).eq('id', created.data!.id).select('title');
    expect(updated.data).toEqual([{ title: 'Źródła światła' }]);
    const deleted = await admin.from('posts').delete().eq('id', created.data!.id).select('id');
    expect(deleted.data).toEqual([{ id: created.data!.id }]);
  });

  test('the database refuses what the editor validates: bad slug, duplicate slug, over-long SEO fields', async () => {
    const existing = await fixturePost();
    const badSlug = await admin.from('posts').insert(newPost({ slug: 'Źle napisany' }));
    expect(badSlug.error?.message).toMatch(/posts_slug_format/);
    const duplicate = await admin.from('posts').insert(newPost({ slug: existing.slug }));
    expect(duplicate.error?.code).toBe('23505');
    const seo = await admin.from('posts').insert(newPost({ seo_title: 'x'.repeat(71) }));
    expect(seo.error?.message).toMatch(/posts_seo_title_length/);
    const path = await admin.from('posts').insert(newPost({ cover_path: '../sekret.png' }));
    expect(path.error?.message).toMatch(/posts_cover_path_format/);
  });
});

describe('optimistic concurrency on updated_at', () => {
  test('a save over the loaded version succeeds once; the second save of the same version matches no row', async () => {
    const post = await fixturePost();
    const first = await admin
      .from('posts')
      .update({ title: 'Wersja pierwszego admina' })
      .eq('id', post.id)
      .eq('updated_at', post.updated_at)
      .select('updated_at');
    expect(first.data).toHaveLength(1);
    expect(Date.parse(first.data![0]!.updated_at)).toBeGreaterThan(Date.parse(post.updated_at));

    const second = await secondAdmin
      .from('posts')
      .update({ title: 'Wersja drugiego admina' })
      .eq('id', post.id)
      .eq('updated_at', post.updated_at)
      .select('updated_at');
    expect(second.error).toBeNull();
    expect(second.data).toEqual([]);
    const [row] = await sql<{ title: string }>(stack, 'select title from public.posts where id = $1', [post.id]);
    expect(row?.title).toBe('Wersja pierwszego admina');
  });

  test('every write moves updated_at forward, even two in one transaction, and a client cannot set it back', async () => {
    const post = await fixturePost();
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    let first: string;
    let second: string;
    try {
      await db.query('begin');
      const update = () =>
        db.query<{ v: string }>("update public.posts set title = title || '!' where id = $1 returning updated_at::text as v", [post.id]);
      first = (await update()).rows[0]!.v;
      second = (await update()).rows[0]!.v;
      await db.query('commit');
    } finally {
      await db.end();
    }
    // now() is the same for both statements; the version stamp still differs, so neither can match the other.
    expect(second > first).toBe(true);

    const forged = await admin
      .from('posts')
      .update({ title: 'Podrobiona wersja', updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', post.id)
      .select('id');
    expect(forged.data).toHaveLength(1);
    const [check] = await sql<{ newer: boolean }>(stack, 'select updated_at > $2::timestamptz as newer from public.posts where id = $1', [
      post.id,
      second,
    ]);
    expect(check?.newer).toBe(true);
  });
});

describe('scheduled publishing', () => {
  test('a scheduled post is hidden from visitors until its time, then visible with that date', async () => {
    const goLive = new Date(Date.now() + 3_600_000).toISOString();
    const created = await admin
      .from('posts')
      .insert(newPost({ status: 'published', scheduled_for: goLive }))
      .select('id, slug, published_at')
      .single();
    expect(created.error).toBeNull();
    expect(Date.parse(created.data!.published_at!)).toBe(Date.parse(goLive));
    expect((await anon.from('posts').select('id').eq('id', created.data!.id)).data).toEqual([]);

    // Time passes (moved with the service role, as only the clock may do).
    const past = new Date(Date.now() - 60_000).toISOString();
    await service.from('posts').update({ scheduled_for: past }).eq('id', created.data!.id);
    const visible = await anon.from('posts').select('id, published_at').eq('status', 'published').eq('id', created.data!.id);
    expect(visible.data).toHaveLength(1);
    expect(Date.parse(visible.data![0]!.published_at!)).toBe(Date.parse(past));
  });

  test('"publish now" on a scheduled post publishes it now; back to draft clears the schedule', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const post = await fixturePost({ status: 'published', scheduled_for: later });
    const now = await admin.from('posts').update({ scheduled_for: null }).eq('id', post.id).select('published_at, scheduled_for');
    expect(Math.abs(Date.parse(now.data![0]!.published_at!) - Date.now())).toBeLessThan(60_000);
    expect((await anon.from('posts').select('id').eq('id', post.id)).data).toHaveLength(1);

    const draft = await admin
      .from('posts')
      .update({ status: 'draft', scheduled_for: later })
      .eq('id', post.id)
      .select('status, scheduled_for');
    expect(draft.data).toEqual([{ status: 'draft', scheduled_for: null }]);
    expect((await anon.from('posts').select('id').eq('id', post.id)).data).toEqual([]);
  });

  test('editing a live post keeps its original publication date', async () => {
    const published = await fixturePost({ status: 'published', published_at: '2025-03-01T10:00:00Z' });
    const edited = await admin.from('posts').update({ title: 'Poprawiony tytuł' }).eq('id', published.id).select('published_at');
    expect(Date.parse(edited.data![0]!.published_at!)).toBe(Date.parse('2025-03-01T10:00:00Z'));
  });
});

describe('slug_available', () => {
  test('answers admins with MFA (also about drafts), ignoring the post being edited', async () => {
    const draft = await fixturePost();
    expect((await admin.rpc('slug_available', { slug: draft.slug })).data).toBe(false);
    expect((await admin.rpc('slug_available', { slug: draft.slug, except_id: draft.id })).data).toBe(true);
    expect((await admin.rpc('slug_available', { slug: `wolny-${suffix()}` })).data).toBe(true);
  });

  test('visitors, users and admins at aal1 (a password alone) cannot probe for unpublished slugs', async () => {
    expect((await adminAal1.rpc('slug_available', { slug: 'cokolwiek' })).error?.code).toBe('42501');
    const anonAnswer = await anon.rpc('slug_available', { slug: 'cokolwiek' });
    expect(anonAnswer.error?.code).toBe('42501');
    const userAnswer = await user.rpc('slug_available', { slug: 'cokolwiek' });
    expect(userAnswer.error?.code).toBe('42501');
  });
});

describe('admin_dashboard', () => {
  test('counts published, scheduled and draft posts, subscribers by status and recent inquiries', async () => {
    const before = (await admin.rpc('admin_dashboard')).data as Record<string, unknown>;
    await fixturePost({ status: 'published' });
    await fixturePost({ status: 'published', scheduled_for: new Date(Date.now() + 3_600_000).toISOString() });
    await fixturePost();
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_at) values
         ($1, 'confirmed', now()), ($2, 'pending', null), ($3, 'bounced', null)`,
      [`a-${suffix()}@obrazy-ai.test`, `b-${suffix()}@obrazy-ai.test`, `c-${suffix()}@obrazy-ai.test`],
    );
    const { data, error } = await admin.rpc('admin_dashboard');
    expect(error).toBeNull();
    type Dashboard = {
      published_posts: number;
      scheduled_posts: number;
      draft_posts: number;
      new_inquiries: number;
      subscribers: { confirmed: number; pending: number; bounced: number };
      recent_activity: { kind: string }[];
    };
    const after = data as Dashboard;
    const was = before as typeof after;
    expect(after.published_posts).toBe(was.published_posts + 1);
    expect(after.scheduled_posts).toBe(was.scheduled_posts + 1);
    expect(after.draft_posts).toBe(was.draft_posts + 1);
    expect(after.subscribers.confirmed).toBe(was.subscribers.confirmed + 1);
    expect(after.subscribers.pending).toBe(was.subscribers.pending + 1);
    expect(after.subscribers.bounced).toBe(was.subscribers.bounced + 1);
    expect(typeof after.new_inquiries).toBe('number');
    expect(after.recent_activity.some((item) => item.kind === 'post')).toBe(true);
    expect(after.recent_activity.length).toBeLessThanOrEqual(10);
  });

  test('is refused to visitors, users and admins at aal1 (a password alone)', async () => {
    expect((await anon.rpc('admin_dashboard')).error?.code).toBe('42501');
    expect((await user.rpc('admin_dashboard')).error?.code).toBe('42501');
    expect((await adminAal1.rpc('admin_dashboard')).error?.code).toBe('42501');
  });
});

describe('covers bucket', () => {
  test('anon, users and admins at aal1 cannot upload, replace or delete covers', async () => {
    const path = `posts/${crypto.randomUUID()}/${suffix()}.png`;
    const { error: seeded } = await admin.storage.from('covers').upload(path, png, { contentType: 'image/png' });
    expect(seeded).toBeNull();
    for (const [who, client] of [
      ['anon', anon],
      ['user', user],
      ['admin aal1', adminAal1],
    ] as const) {
      const upload = await client.storage.from('covers').upload(`posts/${crypto.randomUUID()}/x.png`, png, { contentType: 'image/png' });
      expect(upload.error, who).not.toBeNull();
      const replace = await client.storage.from('covers').upload(path, png, { contentType: 'image/png', upsert: true });
      expect(replace.error, who).not.toBeNull();
      await client.storage.from('covers').remove([path]);
    }
    const [object] = await sql(stack, "select 1 from storage.objects where bucket_id = 'covers' and name = $1", [path]);
    expect(object).toBeDefined();
  });

  test('an admin with MFA uploads with x-upsert over the raw API (as the editor does), and anyone reads it', async () => {
    const path = `posts/${crypto.randomUUID()}/${suffix()}.png`;
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const put = (body: Buffer) =>
      fetch(`${stack.env.API_URL}/storage/v1/object/covers/${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.env.ANON_KEY!,
          authorization: `Bearer ${token}`,
          'x-upsert': 'true',
          'content-type': 'image/png',
          'cache-control': 'max-age=3600',
        },
        body,
      });
    expect((await put(png)).status).toBe(200);
    expect((await put(png)).status).toBe(200); // the upsert replaces it

    const publicUrl = anon.storage.from('covers').getPublicUrl(path).data.publicUrl;
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const removed = await admin.storage.from('covers').remove([path]);
    expect(removed.data).toHaveLength(1);
  });

  test('non-images are refused by the bucket', async () => {
    const upload = await admin.storage
      .from('covers')
      .upload(`posts/${crypto.randomUUID()}/skrypt.html`, Buffer.from('<script>1</script>'), { contentType: 'text/html' });
    expect(upload.error).not.toBeNull();
  });
});

describe('presence in the page editor', () => {
  const join = (
    client: SupabaseClient,
    topic: string,
    setup: (channel: RealtimeChannel) => void = () => undefined,
  ): Promise<{ channel: RealtimeChannel; status: string }> =>
    new Promise((resolve) => {
      const channel = client.channel(topic, { config: { private: true, presence: { key: crypto.randomUUID() } } });
      setup(channel);
      const timer = setTimeout(() => resolve({ channel, status: 'TIMEOUT' }), 8000);
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') {
          clearTimeout(timer);
          resolve({ channel, status });
        }
      });
    });

  test('two admins with MFA on the same page see each other', async () => {
    const topic = `admin-page:${crypto.randomUUID()}`;
    await admin.realtime.setAuth();
    await secondAdmin.realtime.setAuth();
    const seen = new Inbox<string[]>();
    const first = await join(admin, topic, (channel) =>
      channel.on('presence', { event: 'sync' }, () => {
        seen.push(Object.values(channel.presenceState<{ email: string }>()).flatMap((metas) => metas.map((meta) => meta.email)));
      }),
    );
    expect(first.status).toBe('SUBSCRIBED');
    await first.channel.track({ email: adminSession.email });
    const second = await join(secondAdmin, topic);
    expect(second.status).toBe('SUBSCRIBED');
    await second.channel.track({ email: 'drugi@obrazy-ai.test' });
    await seen.until((states) => states.some((emails) => emails.includes('drugi@obrazy-ai.test') && emails.includes(adminSession.email)));
  });

  test('users and admins at aal1 cannot join an editor channel', async () => {
    const topic = `admin-page:${crypto.randomUUID()}`;
    for (const client of [user, adminAal1]) {
      await client.realtime.setAuth();
      const { status } = await join(client, topic);
      expect(status).toBe('CHANNEL_ERROR');
    }
  });
});

describe('admin search', () => {
  test('ignores Polish diacritics, case and punctuation (search_text, folded by search_fold in SQL)', async () => {
    const post = await fixturePost({ title: `Źródła światła w Łodzi ${suffix()}`, tags: ['fotografia-nocna'] });
    for (const query of ['zrodla swiatla', 'ŹRÓDŁA', 'lodzi', 'fotografia nocna']) {
      const { data, error } = await admin.from('posts').select('id').ilike('search_text', `*${query.toLowerCase()}*`).eq('id', post.id);
      expect(error, query).toBeNull();
      expect(data, query).toHaveLength(query === 'ŹRÓDŁA' ? 0 : 1);
    }
    // The site folds the query the same way before it asks (foldForSearch): "ŹRÓDŁA" becomes "zrodla".
    const [row] = await sql<{ folded: string }>(stack, `select public.search_fold('ŹRÓDŁA Łódź', 'text-to-image') as folded`);
    expect(row!.folded).toBe('zrodla lodz text to image');
  });
});
