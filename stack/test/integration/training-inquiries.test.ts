import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, startTestStack, type TestStack } from '../support/stack.ts';

// Visitors' training inquiries: at most 3 an hour per e-mail address, also when they arrive at the same moment
// (before: parallel inserts all counted the same rows and all passed).

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
});

function inquire(email: string) {
  return fetch(`${stack.env.API_URL}/rest/v1/training_inquiries`, {
    method: 'POST',
    headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      offer_slug: 'szkolenie-midjourney-ai',
      name: 'Ala Kowalska',
      email,
      message: 'Chcemy szkolenie dla zespołu graficznego.',
      consent: true,
    }),
  });
}

describe('the per-address limit', () => {
  test('holds when eight inquiries from one address arrive at once: three are stored', async () => {
    const email = `rownolegle-${Date.now()}@obrazy-ai.test`;
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => inquire(email)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
  });

  test('counts addresses case-insensitively and without surrounding spaces', async () => {
    const email = `wielkie-${Date.now()}@obrazy-ai.test`;
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) expect((await inquire(variant)).status).toBe(201);
    expect((await inquire(email)).status).toBe(400);
  });
});

describe('the inbox notification trigger (pg_net and Vault, as on Supabase)', () => {
  test('does nothing without pg_net; with it, asks inbox-notify once per insert with the key from Vault', async () => {
    const contact = () =>
      fetch(`${stack.env.API_URL}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${stack.env.ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ala',
          email: `wyzwalacz-${Date.now()}-${Math.random().toString(16).slice(2)}@obrazy-ai.test`,
          topic: 'inne',
          message: 'Wiadomość do sprawdzenia wyzwalacza.',
          consent: true,
        }),
      });
    // The local stack has no pg_net: the insert simply works.
    expect((await contact()).status).toBe(201);

    // Stand-ins with pg_net's and Vault's signatures, recording what the trigger asks for.
    await sql(
      stack.env.DB_URL!,
      `create schema net;
       create table net.calls (url text, body jsonb, headers jsonb);
       create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 5000)
         returns bigint language sql as $$ insert into net.calls values (url, body, headers) returning 1::bigint $$;
       create schema vault;
       create view vault.decrypted_secrets as select * from (values ('project_url', 'https://projekt.supabase.co/'), ('anon_key', 'klucz-publiczny')) s(name, decrypted_secret);`,
    );
    try {
      expect((await contact()).status).toBe(201);
      const calls = await sql<{ url: string; headers: Record<string, string> }>(stack.env.DB_URL!, 'select url, headers from net.calls');
      expect(calls).toEqual([
        {
          url: 'https://projekt.supabase.co/functions/v1/inbox-notify',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer klucz-publiczny', apikey: 'klucz-publiczny' },
        },
      ]);
      // A failing pg_net costs the visitor nothing.
      await sql(
        stack.env.DB_URL!,
        `create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 5000)
         returns bigint language plpgsql as $$ begin raise exception 'pg_net is down'; end $$;`,
      );
      expect((await contact()).status).toBe(201);
    } finally {
      await sql(stack.env.DB_URL!, 'drop schema net cascade; drop schema vault cascade;');
    }
  });
});
