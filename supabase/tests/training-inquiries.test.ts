import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import pg from 'pg';
import { sql, startTestStack, type TestStack } from '../../stack/test/support/stack.ts';

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
  test('asks inbox-notify once per committed insert, with the URL and key from Vault; a rolled-back insert asks nothing', async () => {
    // The project URL in Vault points at a recorder standing in for the functions gateway.
    const calls: { url: string; headers: http.IncomingHttpHeaders }[] = [];
    const recorder = http.createServer((req, res) => {
      calls.push({ url: req.url!, headers: req.headers });
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const [urlRow] = await sql<{ url: string }>(
      stack.env.DB_URL!,
      `select decrypted_secret as url from vault.decrypted_secrets where name = 'project_url'`,
    );
    const url = urlRow!.url;
    const setProjectUrl = (value: string) =>
      sql(stack.env.DB_URL!, `select vault.update_secret(id, $1) from vault.secrets where name = 'project_url'`, [value]);
    await setProjectUrl(`http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`);
    try {
      const email = `wyzwalacz-${Date.now()}@obrazy-ai.test`;
      const db = new pg.Client({ connectionString: stack.env.DB_URL });
      await db.connect();
      try {
        await db.query('begin');
        await db.query(
          `insert into public.training_inquiries (offer_slug, name, email, message, consent) values ('szkolenie-midjourney-ai', 'Wycofany', $1, 'Nie zostanie zapisane.', true)`,
          [email],
        );
        await db.query('rollback');
      } finally {
        await db.end();
      }
      expect((await inquire(email)).status).toBe(201);
      const deadline = Date.now() + 5000;
      while (calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // Anything else the rolled-back insert had queued would have been sent with the committed one.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toEqual([
        {
          url: '/functions/v1/inbox-notify',
          headers: expect.objectContaining({
            authorization: `Bearer ${stack.env.ANON_KEY}`,
            apikey: stack.env.ANON_KEY,
            'content-type': 'application/json',
          }),
        },
      ]);
    } finally {
      await setProjectUrl(url!);
      recorder.close();
    }
  });
});
