import crypto from 'node:crypto';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { Inbox, sleep, subscribed } from '../../stack/test/support/realtime.ts';
import { anonClient, createAdmin, createUser, deleteUsersAfterAll, serviceClient } from './support.ts';

deleteUsersAfterAll();

const channels: [SupabaseClient, RealtimeChannel][] = [];
const issueSubjects: string[] = [];

afterEach(async () => {
  for (const [client, channel] of channels.splice(0)) await client.removeChannel(channel);
});

afterAll(async () => {
  if (issueSubjects.length) await serviceClient().from('newsletter_issues').delete().in('subject', issueSubjects);
});

/** A channel name of its own per test and run, so parallel runs against one backend never hear each other. */
const topic = (label: string) => `e2e-${label}-${crypto.randomBytes(5).toString('hex')}`;

function channelOf(client: SupabaseClient, name: string, config?: Parameters<SupabaseClient['channel']>[1]): RealtimeChannel {
  const channel = client.channel(name, config);
  channels.push([client, channel]);
  return channel;
}

describe('broadcast and presence', () => {
  test('a broadcast reaches the other subscriber (and not the sender without self) @realtime @smoke', async () => {
    const name = topic('broadcast');
    const heard = new Inbox<unknown>();
    const echo = new Inbox<unknown>();
    const listener = channelOf(anonClient(), name).on('broadcast', { event: 'ruch' }, ({ payload }) => heard.push(payload));
    const sender = channelOf(anonClient(), name).on('broadcast', { event: 'ruch' }, ({ payload }) => echo.push(payload));
    await Promise.all([subscribed(listener), subscribed(sender)]);

    expect(await sender.send({ type: 'broadcast', event: 'ruch', payload: { x: 1, tekst: 'zażółć' } })).toBe('ok');
    await heard.until((items) => items.length === 1);
    expect(heard.items).toEqual([{ x: 1, tekst: 'zażółć' }]);
    await sleep(300);
    expect(echo.items).toEqual([]);
  });

  test('presence: each client sees both tracked states, then the leave of the one that untracks @realtime', async () => {
    const name = topic('presence');
    const joins = new Inbox<string>();
    const leaves = new Inbox<string>();
    const first = channelOf(anonClient(), name, { config: { presence: { key: 'ala' } } })
      .on('presence', { event: 'join' }, ({ key }) => joins.push(key))
      .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    const second = channelOf(anonClient(), name, { config: { presence: { key: 'olek' } } });
    await Promise.all([subscribed(first), subscribed(second)]);

    await first.track({ strona: '/admin/pages/1' });
    await second.track({ strona: '/admin/pages/1' });
    await joins.until((keys) => keys.includes('ala') && keys.includes('olek'));
    expect(Object.keys(first.presenceState()).sort()).toEqual(['ala', 'olek']);
    expect(first.presenceState().olek![0]).toMatchObject({ strona: '/admin/pages/1' });

    await second.untrack();
    await leaves.until((keys) => keys.includes('olek'));
    await sleep(200);
    expect(Object.keys(first.presenceState())).toEqual(['ala']);
  });
});

describe('postgres_changes respect RLS', () => {
  type Issue = { id: string; subject: string; status: string };

  test('an admin with MFA hears changes of newsletter issues; a signed-in user and a visitor hear nothing @realtime @admin', async () => {
    const subject = `Wydanie e2e ${crypto.randomBytes(5).toString('hex')}`;
    issueSubjects.push(subject);
    const admin = await createAdmin('rt-admin');
    const user = await createUser('rt-user');
    // Realtime takes the session's current token (aal2 after the TOTP verification).
    await admin.client.realtime.setAuth();
    await user.client.realtime.setAuth();

    const listen = (client: SupabaseClient, inbox: Inbox<RealtimePostgresChangesPayload<Issue>>) =>
      channelOf(client, topic('changes')).on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'newsletter_issues', filter: `subject=eq.${subject}` },
        (change) => inbox.push(change as RealtimePostgresChangesPayload<Issue>),
      );
    const adminHeard = new Inbox<RealtimePostgresChangesPayload<Issue>>();
    const userHeard = new Inbox<RealtimePostgresChangesPayload<Issue>>();
    const visitorHeard = new Inbox<RealtimePostgresChangesPayload<Issue>>();
    await Promise.all([
      subscribed(listen(admin.client, adminHeard)),
      subscribed(listen(user.client, userHeard)),
      subscribed(listen(anonClient(), visitorHeard)),
    ]);

    const created = await admin.client.from('newsletter_issues').insert({ subject, body_md: 'Treść' }).select('id').single();
    expect(created.error).toBeNull();
    const updated = await admin.client.from('newsletter_issues').update({ body_md: 'Nowa treść' }).eq('id', created.data!.id);
    expect(updated.error).toBeNull();

    // DELETE events carry only the primary key and, on Supabase, bypass both filters and RLS: another run's cleanup
    // may send one to every subscriber of the table. Only events with row data are this test's business.
    const withRows = (items: RealtimePostgresChangesPayload<Issue>[]) => items.filter((change) => change.eventType !== 'DELETE');
    await adminHeard.until((items) => withRows(items).length >= 2, 10_000);
    expect(withRows(adminHeard.items).map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE']);
    expect(withRows(adminHeard.items)[0]!.new).toMatchObject({ id: created.data!.id, subject, status: 'draft' });
    // Delivered to everyone at once; a moment more for anything that would (wrongly) reach the others.
    await sleep(500);
    expect(withRows(userHeard.items)).toEqual([]);
    expect(withRows(visitorHeard.items)).toEqual([]);
  });
});
