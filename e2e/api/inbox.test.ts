import crypto from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { Inbox, sleep, subscribed } from '../../stack/test/support/realtime.ts';
import { anonClient, createAdmin, createUser, deleteUsersAfterAll, env, inbox, PASSWORD, serviceClient, uniqueEmail } from './support.ts';

// The admin inbox (/admin/zapytania) behind the site: visitors send, only admins with MFA read and change the
// status (nothing else), every admin gets a mail about new entries, and admins hear new entries live.

deleteUsersAfterAll();

const contactEmails: string[] = [];
afterAll(async () => {
  if (contactEmails.length) await serviceClient().from('contact_messages').delete().in('email', contactEmails);
});

async function sendContact(client: SupabaseClient, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('kontakt');
  contactEmails.push(email);
  const name = `Nadawca ${crypto.randomBytes(4).toString('hex')}`;
  const { error } = await client.from('contact_messages').insert({
    name,
    email,
    topic: 'wspolpraca',
    message: 'Chcielibyśmy napisać u Was artykuł o generatorach.',
    consent: true,
    ...overrides,
  });
  return { email, name, error };
}

describe('who may read and change inbox entries', () => {
  test('a visitor sends a message that always starts as new and unannounced, and cannot read it back @admin', async () => {
    const sent = await sendContact(anonClient(), { status: 'handled', notified_at: new Date().toISOString() });
    expect(sent.error).toBeNull();
    const stored = await serviceClient().from('contact_messages').select('status, notified_at, email').eq('email', sent.email).single();
    expect(stored.data).toMatchObject({ status: 'new', email: sent.email });
    // Announced by now only if another test's notification claimed it; never by the visitor's say-so.
    const visitorView = await anonClient().from('admin_inbox').select('id');
    expect(visitorView.error?.code).toBe('42501');
    const visitorTable = await anonClient().from('contact_messages').select('id');
    expect(visitorTable.error?.code).toBe('42501');
  });

  test('a user, and an admin without MFA, see no entries; an admin with MFA sees them and changes only the status @mfa @admin @smoke', async () => {
    const sent = await sendContact(anonClient());
    const user = await createUser('skrzynka-user');
    expect((await user.client.from('admin_inbox').select('id').eq('email', sent.email)).data).toEqual([]);

    const admin = await createAdmin('skrzynka-admin');
    const aal1 = anonClient();
    expect((await aal1.auth.signInWithPassword({ email: admin.email, password: PASSWORD })).error).toBeNull();
    expect((await aal1.from('admin_inbox').select('id').eq('email', sent.email)).data).toEqual([]);
    const aal1Update = await aal1.from('contact_messages').update({ status: 'handled' }).eq('email', sent.email).select('id');
    expect(aal1Update.data).toEqual([]);

    const listed = await admin.client.from('admin_inbox').select('id, source, kind, status, name, subject').eq('email', sent.email);
    expect(listed.data).toEqual([
      { id: expect.any(String), source: 'contact_messages', kind: 'contact', status: 'new', name: sent.name, subject: 'wspolpraca' },
    ]);

    const handled = await admin.client
      .from('contact_messages')
      .update({ status: 'handled' })
      .eq('email', sent.email)
      .select('status, status_changed_at');
    expect(handled.error).toBeNull();
    expect(handled.data![0]!.status).toBe('handled');
    expect(handled.data![0]!.status_changed_at).not.toBeNull();

    const rewrite = await admin.client.from('contact_messages').update({ message: 'Zmieniona treść wiadomości.' }).eq('email', sent.email);
    expect(rewrite.error?.code).toBe('42501');
    const invalid = await admin.client.from('contact_messages').update({ status: 'usunięte' }).eq('email', sent.email);
    expect(invalid.error?.code).toBe('23514');
  });

  test('training inquiries carry their offer’s audience @admin', async () => {
    const email = uniqueEmail('b2b');
    const inserted = await anonClient().from('training_inquiries').insert({
      offer_slug: 'b2b',
      name: 'Zespół e2e',
      email,
      company: 'Firma testowa',
      participants: 8,
      message: 'Prosimy o ofertę szkolenia dla ośmiu osób.',
      consent: true,
    });
    expect(inserted.error).toBeNull();
    const admin = await createAdmin('skrzynka-b2b');
    const listed = await admin.client.from('admin_inbox').select('source, kind, status, company, participants').eq('email', email);
    expect(listed.data).toEqual([{ source: 'training_inquiries', kind: 'b2b', status: 'new', company: 'Firma testowa', participants: 8 }]);
    await serviceClient().from('training_inquiries').delete().eq('email', email);
  });
});

describe('notifications', () => {
  test('every admin gets a mail naming a new entry, which is then marked as announced and never claimed again @admin @destructive', async () => {
    const admin = await createAdmin('powiadomienia');
    const started = new Date(Date.now() - 1000);
    const sent = await sendContact(anonClient());
    expect(sent.error).toBeNull();

    const response = await fetch(`${env('API_URL')}/functions/v1/inbox-notify`, {
      method: 'POST',
      headers: { apikey: env('ANON_KEY'), authorization: `Bearer ${env('ANON_KEY')}`, 'content-type': 'application/json' },
      body: '{}',
    });
    // 200: mailed now; 202: another notification went out less than the interval ago, this one follows at its end.
    expect([200, 202]).toContain(response.status);

    const mail = await inbox().waitFor({ to: admin.email, subject: /zgłosze/, after: started, text: sent.name }, 30_000);
    expect(mail.text).toContain(sent.name);
    expect(mail.text).toContain('Kontakt: Współpraca');
    expect(mail.html).toContain('/admin/zapytania?wpis=');

    const stored = await serviceClient().from('contact_messages').select('id, notified_at').eq('email', sent.email).single();
    expect(stored.data!.notified_at).not.toBeNull();
    const again = await serviceClient().rpc('claim_inbox_notifications', { p_min_interval_seconds: 0 });
    expect(again.error).toBeNull();
    expect(JSON.stringify(again.data ?? null)).not.toContain(stored.data!.id);
    // Entries of others that this check claimed go back, so their notification is not lost.
    const claimed = (again.data as { entries?: { id: string }[] } | null)?.entries ?? [];
    if (claimed.length) await serviceClient().rpc('release_inbox_notifications', { p_ids: claimed.map((entry) => entry.id) });
  });
});

describe('notifications by the database', () => {
  test('a training inquiry inserted through the REST API, with no other call, brings every admin a mail within 15 s @admin @destructive', async () => {
    // The after-insert trigger asks inbox-notify through pg_net with the project URL and key from Vault.
    const admin = await createAdmin('powiadomienia-bazy');
    const started = new Date(Date.now() - 1000);
    const email = uniqueEmail('wyzwalacz');
    const name = `Zapytanie ${crypto.randomBytes(4).toString('hex')}`;
    const inserted = await anonClient().from('training_inquiries').insert({
      offer_slug: 'szkolenie-midjourney-ai',
      name,
      email,
      message: 'Prosimy o termin szkolenia dla zespołu.',
      consent: true,
    });
    expect(inserted.error).toBeNull();
    try {
      const mail = await inbox().waitFor({ to: admin.email, subject: /zgłosze/, after: started, text: name }, 15_000);
      expect(mail.text).toContain(name);
    } finally {
      await serviceClient().from('training_inquiries').delete().eq('email', email);
    }
  });
});

describe('live updates', () => {
  type Entry = { id: string; email: string; status: string };

  test('an admin with MFA hears a new contact message; a signed-in user hears nothing @mfa @realtime @admin', async () => {
    const admin = await createAdmin('skrzynka-live');
    const user = await createUser('skrzynka-live-user');
    await admin.client.realtime.setAuth();
    await user.client.realtime.setAuth();
    const heard = new Inbox<RealtimePostgresChangesPayload<Entry>>();
    const overheard = new Inbox<RealtimePostgresChangesPayload<Entry>>();
    const name = `e2e-skrzynka-${crypto.randomBytes(5).toString('hex')}`;
    const adminChannel = admin.client
      .channel(`${name}-a`)
      .on<Entry>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'contact_messages' }, (payload) => heard.push(payload));
    const userChannel = user.client
      .channel(`${name}-u`)
      .on<Entry>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'contact_messages' }, (payload) =>
        overheard.push(payload),
      );
    try {
      await Promise.all([subscribed(adminChannel), subscribed(userChannel)]);
      const sent = await sendContact(anonClient());
      await heard.until((items) => items.some((item) => (item.new as Entry).email === sent.email));
      await sleep(300);
      expect(overheard.items).toEqual([]);
    } finally {
      await admin.client.removeChannel(adminChannel);
      await user.client.removeChannel(userChannel);
    }
  });
});
