import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, signUserToken, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, serviceClient, sql, uniqueEmail, PASSWORD } from '../../stack/test/support/auth.ts';
import { Inbox, sleep, subscribed, userClient } from '../../stack/test/support/realtime.ts';

// Creatures (public.creatures), their moderation RPC and the "stwory" bucket, through supabase-js as each role.

interface Account {
  id: string;
  client: SupabaseClient;
}

type Creature = { id: string; name: string; status: string; author_id: string | null; rejection_reason: string | null };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let stack: TestStack;
const clients: SupabaseClient[] = [];

const parts = (overrides: Record<string, unknown> = {}) => ({
  body: 'round',
  eyes: 'cyclops',
  mouth: 'smile',
  accessories: ['hat'],
  bodyColor: '#5ad19a',
  accentColor: '#c8f7dc',
  ...overrides,
});

/** A real user (so foreign keys hold) acting through a token with the given admin role and assurance level. */
async function account(options: { admin?: boolean; aal?: 'aal1' | 'aal2' } = {}): Promise<Account> {
  const { data, error } = await serviceClient(stack).auth.admin.createUser({
    email: uniqueEmail('stwory'),
    password: PASSWORD,
    email_confirm: true,
    app_metadata: options.admin ? { role: 'admin' } : {},
  });
  if (error) throw error;
  const token = await signUserToken(stack.workdir, {
    sub: data.user.id,
    email: data.user.email,
    aal: options.aal ?? 'aal1',
    app_metadata: options.admin ? { role: 'admin' } : {},
  });
  const client = userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => token);
  await client.realtime.setAuth(token);
  clients.push(client);
  return { id: data.user.id, client };
}

async function submit(author: Account, name: string, extra: Record<string, unknown> = {}) {
  return author.client
    .from('creatures')
    .insert({ name, parts: parts(), author_id: author.id, ...extra })
    .select('id, name, status, author_id, rejection_reason')
    .single<Creature>();
}

let user: Account;
let otherUser: Account;
let adminAal1: Account;
let adminAal2: Account;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['functions'] });
  [user, otherUser, adminAal1, adminAal2] = await Promise.all([
    account(),
    account(),
    account({ admin: true, aal: 'aal1' }),
    account({ admin: true, aal: 'aal2' }),
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await stack?.dispose();
});

describe('submitting', () => {
  test('a visitor without an account cannot submit', async () => {
    const { error } = await anonClient(stack).from('creatures').insert({ name: 'Anonim', parts: parts() });
    expect(error).toMatchObject({ code: '42501' });
    expect(await sql(stack, `select 1 from public.creatures where name = 'Anonim'`)).toEqual([]);
  });

  test('a signed-in user submits a pending creature of their own', async () => {
    const { data, error } = await submit(user, 'Mruczek');
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'Mruczek', status: 'pending', author_id: user.id, rejection_reason: null });
  });

  test('the author defaults to the caller', async () => {
    const { data, error } = await user.client
      .from('creatures')
      .insert({ name: 'Domyślny', parts: parts() })
      .select('author_id')
      .single<{ author_id: string }>();
    expect(error).toBeNull();
    expect(data!.author_id).toBe(user.id);
  });

  test('a user cannot submit for someone else', async () => {
    const { error } = await submit(user, 'Podrzutek', { author_id: otherUser.id });
    expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
  });

  test('a user cannot submit an approved creature nor set moderation fields', async () => {
    for (const extra of [{ status: 'approved' }, { rejection_reason: 'x' }, { moderated_at: new Date().toISOString() }]) {
      const { error } = await submit(otherUser, 'Samozatwierdzony', extra);
      expect(error, JSON.stringify(extra)).toMatchObject({ code: '42501', message: expect.stringContaining('permission denied') });
    }
    expect(await sql(stack, `select 1 from public.creatures where name = 'Samozatwierdzony'`)).toEqual([]);
  });

  test('parts the site cannot draw and bad names are refused', async () => {
    const bad = [
      { parts: parts({ body: 'dragon' }) },
      { parts: parts({ bodyColor: 'red' }) },
      { parts: parts({ accessories: ['hat', 'hat'] }) },
      { parts: parts({ accessories: ['hat', 'bow', 'crown', 'scarf'] }) },
      { parts: { ...parts(), script: '<script>' } },
      { parts: parts({ eyes: 3 }) },
    ];
    for (const extra of bad) {
      const { error } = await submit(otherUser, 'Dziwak', extra);
      expect(error, JSON.stringify(extra)).toMatchObject({ code: '23514' });
    }
    const { error } = await submit(otherUser, ' x');
    expect(error).toMatchObject({ code: '23514' });
  });

  test('an image path outside the author’s own folder is refused', async () => {
    const { error } = await submit(otherUser, 'Złodziej obrazków', { image_path: `${user.id}/obrazek.png` });
    expect(error).toMatchObject({ code: '42501' });
    const own = await submit(otherUser, 'Z obrazkiem', { image_path: `${otherUser.id}/obrazek.png` });
    expect(own.error).toBeNull();
  });

  test('at most 5 creatures wait for moderation per author; the editor can ask before it uploads a picture', async () => {
    const author = await account();
    expect(await author.client.rpc('creature_submission_problem')).toMatchObject({ data: null, error: null });
    expect((await anonClient(stack).rpc('creature_submission_problem')).error).toMatchObject({ code: '42501' });
    for (let index = 1; index <= 5; index++) expect((await submit(author, `Seria ${index}`)).error).toBeNull();
    expect((await author.client.rpc('creature_submission_problem')).data).toBe(
      'Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.',
    );
    const sixth = await submit(author, 'Seria 6');
    expect(sixth.error).toMatchObject({
      code: 'P0001',
      message: 'Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.',
    });
  });
});

describe('reading', () => {
  test('visitors and other users see approved creatures only; authors see their own with status', async () => {
    const { data: mine } = await submit(user, 'Tajniak');
    const anonRows = (await anonClient(stack).from('creatures').select('name, status')).data!;
    expect(anonRows.length).toBeGreaterThanOrEqual(5); // the seed's approved creatures
    expect(anonRows.every((row) => row.status === 'approved')).toBe(true);

    const othersView = (await otherUser.client.from('creatures').select('id').eq('id', mine!.id)).data;
    expect(othersView).toEqual([]);
    const authorView = (await user.client.from('creatures').select('id, status').eq('id', mine!.id)).data;
    expect(authorView).toEqual([{ id: mine!.id, status: 'pending' }]);
  });

  test('admins with MFA read every creature; at aal1 (a password alone) an admin sees only the public ones', async () => {
    const { data: pending } = await submit(otherUser, 'Do przejrzenia');
    const { data } = await adminAal2.client.from('creatures').select('id, status').eq('id', pending!.id);
    expect(data).toEqual([{ id: pending!.id, status: 'pending' }]);
    const { data: hidden } = await adminAal1.client.from('creatures').select('id, status').eq('id', pending!.id);
    expect(hidden).toEqual([]);
  });
});

describe('moderating', () => {
  test('nobody but an admin with MFA may moderate: anon, a user, the author, an aal1 admin', async () => {
    const { data: creature } = await submit(user, 'Kandydat');
    const attempts: [string, SupabaseClient][] = [
      ['anon', anonClient(stack)],
      ['other user', otherUser.client],
      ['author', user.client],
      ['aal1 admin', adminAal1.client],
    ];
    for (const [who, client] of attempts) {
      const rpc = await client.rpc('moderate_creatures', { p_ids: [creature!.id], p_status: 'approved' });
      expect(rpc.error, who).toMatchObject({ code: '42501' });
      const update = await client.from('creatures').update({ status: 'approved' }).eq('id', creature!.id).select();
      expect(update.error, who).toMatchObject({ code: '42501' });
      // anon has no delete grant (an error); users and aal1 admins are filtered out by RLS (nothing deleted).
      const removal = await client.from('creatures').delete().eq('id', creature!.id).select();
      expect(removal.data ?? [], who).toEqual([]);
    }
    const [row] = await sql<{ status: string }>(stack, 'select status from public.creatures where id = $1', [creature!.id]);
    expect(row!.status).toBe('pending');
  });

  test('an admin with MFA approves and rejects in bulk; the author sees the outcome and the reason', async () => {
    const [author, secondAuthor] = await Promise.all([account(), account()]);
    const first = (await submit(author, 'Pierwszy')).data!;
    const second = (await submit(author, 'Drugi')).data!;
    const third = (await submit(secondAuthor, 'Trzeci')).data!;

    const approved = await adminAal2.client.rpc('moderate_creatures', { p_ids: [first.id, second.id], p_status: 'approved' });
    expect(approved.error).toBeNull();
    expect((approved.data as Creature[]).map((row) => row.status)).toEqual(['approved', 'approved']);

    const rejected = await adminAal2.client.rpc('moderate_creatures', {
      p_ids: [third.id],
      p_status: 'rejected',
      p_reason: '  Podobny stwór już jest w galerii.  ',
    });
    expect(rejected.error).toBeNull();

    const seenByAuthor = (await secondAuthor.client.from('creatures').select('status, rejection_reason').eq('id', third.id)).data;
    expect(seenByAuthor).toEqual([{ status: 'rejected', rejection_reason: 'Podobny stwór już jest w galerii.' }]);
    const [stored] = await sql<{ moderated_by: string }>(stack, 'select moderated_by from public.creatures where id = $1', [first.id]);
    expect(stored!.moderated_by).toBe(adminAal2.id);
    const publicNames = (await anonClient(stack).from('creatures').select('name').in('id', [first.id, second.id, third.id])).data;
    expect(publicNames!.map((row) => row.name).sort()).toEqual(['Drugi', 'Pierwszy']);
  });

  test('a rejection needs a reason, and a batch with a missing creature changes nothing', async () => {
    const creature = (await submit(otherUser, 'Bez powodu')).data!;
    const noReason = await adminAal2.client.rpc('moderate_creatures', { p_ids: [creature.id], p_status: 'rejected', p_reason: ' ' });
    expect(noReason.error).toMatchObject({ message: 'Podaj powód odrzucenia (co najmniej 3 znaki).' });
    const badStatus = await adminAal2.client.rpc('moderate_creatures', { p_ids: [creature.id], p_status: 'deleted' });
    expect(badStatus.error).toMatchObject({ code: '22023' });
    const empty = await adminAal2.client.rpc('moderate_creatures', { p_ids: [], p_status: 'approved' });
    expect(empty.error).toMatchObject({ message: 'Nie wybrano żadnego stwora.' });

    const missing = await adminAal2.client.rpc('moderate_creatures', {
      p_ids: [creature.id, crypto.randomUUID()],
      p_status: 'approved',
    });
    expect(missing.error).toMatchObject({ code: 'P0002' });
    const [row] = await sql<{ status: string }>(stack, 'select status from public.creatures where id = $1', [creature.id]);
    expect(row!.status).toBe('pending');
  });
});

describe('live updates', () => {
  test('the public gallery receives a creature when it is approved; the admin queue receives new submissions', async () => {
    const gallery = anonClient(stack);
    clients.push(gallery);
    const galleryEvents = new Inbox<RealtimePostgresChangesPayload<Creature>>();
    await subscribed(
      gallery
        .channel('galeria')
        .on<Creature>(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'creatures', filter: 'status=eq.approved' },
          galleryEvents.push,
        ),
    );
    const queueEvents = new Inbox<RealtimePostgresChangesPayload<Creature>>();
    await subscribed(
      adminAal2.client
        .channel('kolejka')
        .on<Creature>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'creatures' }, queueEvents.push),
    );
    const bystanderEvents = new Inbox<RealtimePostgresChangesPayload<Creature>>();
    await subscribed(
      otherUser.client
        .channel('podgladacz')
        .on<Creature>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'creatures' }, bystanderEvents.push),
    );

    const author = await account();
    const creature = (await submit(author, 'Na żywo')).data!;
    await queueEvents.until((events) => events.some((event) => 'id' in event.new && event.new.id === creature.id));
    // Another user never learns about someone else's pending submission. (Checked before the approval: our realtime,
    // unlike Supabase's, checks RLS against the row as it is when the check runs, so a change approved before the
    // check would be delivered.)
    await sleep(700);
    expect(bystanderEvents.items.filter((event) => 'id' in event.new && event.new.id === creature.id)).toEqual([]);

    await adminAal2.client.rpc('moderate_creatures', { p_ids: [creature.id], p_status: 'approved' });
    const events = await galleryEvents.until((items) => items.some((event) => 'id' in event.new && event.new.id === creature.id));
    expect(events.find((event) => 'id' in event.new && event.new.id === creature.id)!.new).toMatchObject({
      name: 'Na żywo',
      status: 'approved',
    });
  });
});

describe('the stwory bucket', () => {
  test('users upload only into their own folder; anon cannot upload; anyone reads', async () => {
    const own = await user.client.storage.from('stwory').upload(`${user.id}/stwor.png`, PNG, { contentType: 'image/png' });
    expect(own.error).toBeNull();
    const foreign = await user.client.storage.from('stwory').upload(`${otherUser.id}/stwor.png`, PNG, { contentType: 'image/png' });
    expect(foreign.error).toMatchObject({ statusCode: '403' });
    const root = await user.client.storage.from('stwory').upload('stwor.png', PNG, { contentType: 'image/png' });
    expect(root.error).toMatchObject({ statusCode: '403' });
    const anon = await anonClient(stack).storage.from('stwory').upload(`${user.id}/anon.png`, PNG, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const wrongType = await user.client.storage.from('stwory').upload(`${user.id}/skrypt.svg`, '<svg/>', { contentType: 'image/svg+xml' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });

    const publicUrl = anonClient(stack).storage.from('stwory').getPublicUrl(`${user.id}/stwor.png`).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  test("listing shows nobody else's uploads (their folders are user ids); the images stay public by URL", async () => {
    await user.client.storage.from('stwory').upload(`${user.id}/widoczny.png`, PNG, { contentType: 'image/png' });
    const anonListing = await anonClient(stack).storage.from('stwory').list();
    expect(anonListing.data).toEqual([]);
    const othersListing = await otherUser.client.storage.from('stwory').list();
    expect((othersListing.data ?? []).map((entry) => entry.name)).not.toContain(user.id);
    const ownListing = await user.client.storage.from('stwory').list(user.id);
    expect((ownListing.data ?? []).map((entry) => entry.name)).toContain('widoczny.png');
    const adminListing = await adminAal2.client.storage.from('stwory').list();
    expect((adminListing.data ?? []).map((entry) => entry.name)).toContain(user.id);
    const publicUrl = anonClient(stack).storage.from('stwory').getPublicUrl(`${user.id}/widoczny.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);
  });

  test("an author deletes an own upload no creature uses; a creature's picture only an admin with MFA deletes", async () => {
    const author = await account();
    const unused = `${author.id}/porzucony.png`;
    const used = `${author.id}/uzywany.png`;
    for (const key of [unused, used])
      expect((await author.client.storage.from('stwory').upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await submit(author, 'Z własnym obrazkiem', { image_path: used })).error).toBeNull();
    const stored = async (key: string) =>
      (await sql(stack, `select 1 from storage.objects where bucket_id = 'stwory' and name = $1`, [key])).length;

    // Nobody else deletes the unused one; its author does.
    for (const client of [anonClient(stack), user.client, adminAal1.client]) {
      const { data } = await client.storage.from('stwory').remove([unused]);
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(unused)).toBe(1);
    const own = await author.client.storage.from('stwory').remove([unused]);
    expect(own.data!.map((object) => object.name)).toEqual([unused]);
    expect(await stored(unused)).toBe(0);

    // The picture of a creature stays, whoever but an admin with MFA asks.
    for (const client of [anonClient(stack), user.client, author.client, adminAal1.client]) {
      const { data } = await client.storage.from('stwory').remove([used]);
      expect(data ?? []).toEqual([]);
    }
    expect(await stored(used)).toBe(1);
    const { data, error } = await adminAal2.client.storage.from('stwory').remove([used]);
    expect(error).toBeNull();
    expect(data!.map((object) => object.name)).toEqual([used]);
  });
});
