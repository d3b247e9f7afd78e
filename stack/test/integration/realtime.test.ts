import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import pg from 'pg';
import { adminDbUrl, sql, startTestStack, type TestStack } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';
import { Inbox, sleep, subscribed, userClient, userToken } from '../support/realtime.ts';

// Private channels: authenticated users may read and write topics named `team:*`, nothing else.
const POLICIES = `
create policy "Members read team channels" on realtime.messages for select to authenticated
  using (realtime.topic() like 'team:%');
create policy "Members write team channels" on realtime.messages for insert to authenticated
  with check (realtime.topic() like 'team:%');
`;
// A day partition older than Realtime's three days of retention, which the service drops at start. Only the
// superuser may add one (postgres, who runs migrations, may not, as on Supabase).
const OLD_PARTITION = `
create table realtime.messages_2020_01_01 partition of realtime.messages for values from ('2020-01-01') to ('2020-01-02');
alter table realtime.messages_2020_01_01 owner to supabase_realtime_admin;
`;

let stack: TestStack;
const clients: SupabaseClient[] = [];

function client(key = stack.env.ANON_KEY!, options: { vsn?: string } = {}): SupabaseClient {
  const made = options.vsn
    ? createClient(stack.env.API_URL!, key, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never, vsn: options.vsn },
      })
    : testClient(stack.env.API_URL!, key);
  clients.push(made);
  return made;
}

/** A signed-in user's client; `setToken` refreshes its token as supabase-js does after a session refresh. */
async function user(token: string): Promise<{ client: SupabaseClient; setToken(next: string): Promise<void> }> {
  let current = token;
  const made = userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => current);
  clients.push(made);
  await made.realtime.setAuth(current);
  return {
    client: made,
    async setToken(next) {
      current = next;
      await made.realtime.setAuth(next);
    },
  };
}

const topicName = (() => {
  let counter = 0;
  return (prefix = 'room') => `${prefix}-${process.pid}-${++counter}`;
})();

beforeAll(async () => {
  // Storage and functions play no part here; leaving them out keeps these tests about realtime.
  stack = await startTestStack({
    files: { 'migrations/29990101000000_realtime_test_policies.sql': POLICIES },
    exclude: ['storage', 'functions'],
  });
  await sql(adminDbUrl(stack.env.DB_URL!), OLD_PARTITION);
  // Started again, the realtime service finds the old partition.
  await stack.down();
  await stack.up();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
});

afterAll(async () => {
  await stack?.dispose();
});

describe('socket and join', () => {
  test('joins with both serializers and answers heartbeats', async () => {
    for (const vsn of ['1.0.0', '2.0.0']) {
      const made = client(undefined, { vsn });
      const channel = made.channel(topicName());
      await subscribed(channel);
      const beats = new Inbox<string>();
      made.realtime.onHeartbeat((status) => beats.push(status));
      await made.realtime.sendHeartbeat();
      await beats.until((items) => items.includes('ok'));
    }
  });

  test('opaque sb_publishable_ keys connect and join as anon', async () => {
    const [sender, receiver] = [client(stack.env.PUBLISHABLE_KEY!), client(stack.env.PUBLISHABLE_KEY!)];
    const topic = topicName();
    const inbox = new Inbox<unknown>();
    await subscribed(receiver.channel(topic).on('broadcast', { event: 'ping' }, inbox.push));
    const channel = sender.channel(topic);
    await subscribed(channel);
    await channel.send({ type: 'broadcast', event: 'ping', payload: {} });
    await inbox.until((items) => items.length === 1);
  });

  test('a socket without a valid apikey is refused by realtime itself (403, as Phoenix answers a refused connect)', async () => {
    const socket = new WebSocket(`${stack.env.API_URL!.replace('http', 'ws')}/realtime/v1/websocket?apikey=wrong&vsn=2.0.0`);
    const status = await new Promise<number | undefined>((resolve) =>
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(403);
  });

  test('an invalid access token is refused at join with the server reason', async () => {
    const { client: made } = await user('not-a-jwt');
    await expect(subscribed(made.channel(topicName()))).rejects.toThrow(/MalformedJWT/);
  });

  test('an expired token is refused at join', async () => {
    const { client: made } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }, -10));
    await expect(subscribed(made.channel(topicName()))).rejects.toThrow(/InvalidJWTToken: Token has expired/);
  });

  test('malformed frames get an error and leave the socket usable', async () => {
    const url = `${stack.env.API_URL!.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.env.ANON_KEY}&vsn=2.0.0`;
    const socket = new WebSocket(url);
    const received = new Inbox<unknown>();
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('{not json');
    socket.send(JSON.stringify({ an: 'object, not an array' }));
    socket.send(Buffer.from([3, 200, 1]));
    socket.send(JSON.stringify([null, '1', 'realtime:x', 'broadcast', {}]));
    socket.send(JSON.stringify([null, '2', 'phoenix', 'heartbeat', {}]));
    const items = await received.until((all) => all.some((item) => Array.isArray(item) && item[1] === '2'));
    expect(items.filter((item) => Array.isArray(item) && item[3] === 'phx_error')).toHaveLength(3);
    expect(items).toContainEqual([null, '1', 'realtime:x', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
    expect(items).toContainEqual([null, '2', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    socket.close();
  });
});

describe('limits', () => {
  const rawSocket = async () => {
    const socket = new WebSocket(
      `${stack.env.API_URL!.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.env.ANON_KEY}&vsn=2.0.0`,
    );
    const received = new Inbox<unknown[]>();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data, isBinary) => {
      if (!isBinary) received.push(JSON.parse(String(data)) as unknown[]);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return { socket, received, closed };
  };

  test('an oversized frame closes only that socket', async () => {
    const { socket, closed } = await rawSocket();
    socket.send(JSON.stringify([null, '1', 'realtime:big', 'broadcast', { event: 'x', payload: 'x'.repeat(3_100 * 1024) }]));
    expect(await closed).toBe(1009);
    const made = client();
    await subscribed(made.channel(topicName()));
  });

  test('a client that stops reading is disconnected; the others keep receiving', async () => {
    const topic = topicName('slow');
    const slow = await rawSocket();
    slow.socket.send(JSON.stringify(['1', '1', `realtime:${topic}`, 'phx_join', { config: {} }]));
    await slow.received.until((items) => items.some((item) => item[1] === '1'));
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const fast = client();
    const inbox = new Inbox<unknown>();
    await subscribed(fast.channel(topic).on('broadcast', { event: 'chunk' }, inbox.push));
    const response = await fetch(`${stack.env.API_URL}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({
        messages: Array.from({ length: 12 }, () => ({ topic, event: 'chunk', payload: { data: 'x'.repeat(250_000) } })),
      }),
    });
    expect(response.status).toBe(202);
    for (let round = 0; round < 8; round++) {
      await fetch(`${stack.env.API_URL}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: Array.from({ length: 12 }, () => ({ topic, event: 'chunk', payload: { data: 'x'.repeat(250_000) } })),
        }),
      });
    }
    await inbox.until((items) => items.length === 108, 20_000);
    (slow.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slow.closed).toBe(1006);
  }, 40_000);

  test('a single-message broadcast whose topic or event is a broken %-escape is a 400, not a server error', async () => {
    for (const target of ['/api/broadcast/%zz/events/ping', '/api/broadcast/room/events/%E0%A4%A']) {
      const response = await fetch(`${stack.env.API_URL}/realtime/v1${target}`, {
        method: 'POST',
        headers: { apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, target).toBe(400);
      expect(await response.json()).toEqual({ message: 'Bad Request' });
    }
  });

  test('a join flood gets errors and the socket is closed', async () => {
    const { socket, received, closed } = await rawSocket();
    for (let index = 0; index < 150; index++)
      socket.send(JSON.stringify([String(index), String(index), `realtime:flood-${index}`, 'phx_join', {}]));
    const code = await closed;
    expect(code).toBe(1008);
    const replies = received.items.filter((item) => item[3] === 'phx_reply');
    expect(replies.filter((item) => (item[4] as { status: string }).status === 'ok').length).toBeLessThanOrEqual(100);
    expect(JSON.stringify(replies)).toMatch(/ClientJoinRateLimitReached|ChannelRateLimitReached/);
  });
});

describe('broadcast', () => {
  test('reaches the other client; self off by default, on with self: true; ack confirms', async () => {
    const topic = topicName();
    const [alice, bob] = [client(), client()];
    const aliceInbox = new Inbox<unknown>();
    const bobInbox = new Inbox<unknown>();
    const aliceChannel = alice
      .channel(topic, { config: { broadcast: { ack: true } } })
      .on('broadcast', { event: 'cursor' }, aliceInbox.push);
    const bobChannel = bob.channel(topic, { config: { broadcast: { self: true } } }).on('broadcast', { event: 'cursor' }, bobInbox.push);
    await Promise.all([subscribed(aliceChannel), subscribed(bobChannel)]);

    expect(await aliceChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    await bobInbox.until((items) => items.length === 1);
    expect(bobInbox.items[0]).toMatchObject({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });

    await bobChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 2, name: 'Żółć' } });
    await bobInbox.until((items) => items.length === 2);
    await aliceInbox.until((items) => items.length === 1);
    expect(aliceInbox.items[0]).toMatchObject({ payload: { x: 2, name: 'Żółć' } });
    await sleep(200);
    expect(aliceInbox.items).toHaveLength(1);
  });

  test('between a 1.0.0 and a 2.0.0 client, and binary payloads between 2.0.0 clients', async () => {
    const topic = topicName();
    const [v1, v2, v2b] = [client(undefined, { vsn: '1.0.0' }), client(), client()];
    const v1Inbox = new Inbox<{ payload: unknown }>();
    const v2Inbox = new Inbox<{ payload: unknown }>();
    const v1Channel = v1.channel(topic).on('broadcast', { event: '*' }, v1Inbox.push);
    const v2Channel = v2.channel(topic).on('broadcast', { event: '*' }, v2Inbox.push);
    const senderChannel = v2b.channel(topic);
    await Promise.all([subscribed(v1Channel), subscribed(v2Channel), subscribed(senderChannel)]);
    await v1Channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'v1' } });
    await v2Inbox.until((items) => items.some((item) => (item.payload as { from?: string }).from === 'v1'));
    await senderChannel.send({ type: 'broadcast', event: 'bytes', payload: new Uint8Array([1, 2, 3]).buffer });
    await v2Inbox.until((items) => items.some((item) => item.payload instanceof ArrayBuffer));
    const bytes = v2Inbox.items.find((item) => item.payload instanceof ArrayBuffer)!.payload as ArrayBuffer;
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
    await senderChannel.send({ type: 'broadcast', event: 'json', payload: { from: 'v2' } });
    await v1Inbox.until((items) => items.some((item) => (item.payload as { from?: string }).from === 'v2'));
  });

  test('over HTTP: httpSend() and the batch endpoint', async () => {
    const topic = topicName();
    const listener = client();
    const inbox = new Inbox<{ event: string; payload: unknown }>();
    await subscribed(listener.channel(topic).on('broadcast', { event: '*' }, inbox.push));
    const sender = client().channel(topic);
    await expect(sender.httpSend('from-http', { n: 1 })).resolves.toEqual({ success: true });
    await inbox.until((items) => items.some((item) => item.event === 'from-http'));
    const response = await fetch(`${stack.env.API_URL}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic, event: 'from-batch', payload: { n: 2 } }] }),
    });
    expect(response.status).toBe(202);
    await inbox.until((items) => items.some((item) => item.event === 'from-batch'));
    expect(inbox.items.find((item) => item.event === 'from-batch')!.payload).toEqual({ n: 2 });
    const bad = await fetch(`${stack.env.API_URL}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
      body: '{"messages": 5}',
    });
    expect(bad.status).toBe(422);
  });
});

describe('broadcast from the database', () => {
  test('realtime.send() reaches public and, through the read policy, private channels', async () => {
    const publicTopic = topicName('newsletter');
    const privateTopic = topicName('team:');
    const visitor = client();
    const { client: member } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const visitorInbox = new Inbox<{ event: string; payload: Record<string, unknown>; meta?: { id: string } }>();
    const memberInbox = new Inbox<{ event: string; payload: Record<string, unknown> }>();
    await subscribed(visitor.channel(publicTopic).on('broadcast', { event: 'progress' }, visitorInbox.push));
    await subscribed(visitor.channel(privateTopic).on('broadcast', { event: '*' }, visitorInbox.push));
    await subscribed(member.channel(privateTopic, { config: { private: true } }).on('broadcast', { event: '*' }, memberInbox.push));
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    try {
      await db.query(`select realtime.send('{"sent": 10}'::jsonb, 'progress', $1, false)`, [publicTopic]);
      await db.query(`select realtime.send('{"secret": true}'::jsonb, 'note', $1, true)`, [privateTopic]);
    } finally {
      await db.end();
    }
    const [progress] = await visitorInbox.until((items) => items.length === 1);
    expect(progress).toMatchObject({ event: 'progress', payload: { sent: 10 }, meta: { id: expect.any(String) } });
    await memberInbox.until((items) => items.length === 1);
    expect(memberInbox.items[0]).toMatchObject({ event: 'note', payload: { secret: true } });
    await sleep(200);
    expect(visitorInbox.items).toHaveLength(1);
  });

  test('replay: a private channel gets the latest stored broadcasts at join, oldest first', async () => {
    const topic = topicName('team:');
    const since = Date.now() - 60_000;
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    try {
      for (const step of [1, 2, 3])
        await db.query(`select realtime.send(jsonb_build_object('step', $1::int), 'step', $2, true)`, [step, topic]);
      const { rows } = await db.query(`select count(*)::int as old from pg_class where relname = 'messages_2020_01_01'`);
      expect(rows[0].old).toBe(0);
    } finally {
      await db.end();
    }
    const { client: member } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const inbox = new Inbox<{ payload: { step: number }; meta: { replayed?: boolean } }>();
    await subscribed(
      member
        .channel(topic, { config: { private: true, broadcast: { replay: { since, limit: 2 } } } })
        .on('broadcast', { event: 'step' }, (message) => inbox.push(message as never)),
    );
    await inbox.until((items) => items.length === 2);
    expect(inbox.items.map((item) => item.payload.step)).toEqual([2, 3]);
    expect(inbox.items.every((item) => item.meta.replayed === true)).toBe(true);
  });

  test('persist: stored broadcasts (socket and httpSend) reach subscribers with an id and are replayed later', async () => {
    const topic = topicName('team:');
    const since = Date.now() - 1_000;
    const { client: sender } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const live = new Inbox<{ event: string; meta?: { id: string } }>();
    const channel = sender
      .channel(topic, { config: { private: true, broadcast: { ack: true } } })
      .on('broadcast', { event: '*' }, live.push);
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'saved', payload: { n: 1 }, persist: true })).toBe('ok');
    await expect(channel.httpSend('saved-http', { n: 2 }, { persist: true })).resolves.toEqual({ success: true });
    await live.until((items) => items.length === 2);
    expect(live.items.every((item) => typeof item.meta?.id === 'string')).toBe(true);
    const { client: late } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const replayed = new Inbox<{ event: string }>();
    await subscribed(
      late
        .channel(topic, { config: { private: true, broadcast: { replay: { since } } } })
        .on('broadcast', { event: '*' }, (message) => replayed.push(message as never)),
    );
    await replayed.until((items) => items.length === 2);
    expect(replayed.items.map((item) => item.event)).toEqual(['saved', 'saved-http']);
  });

  test('replication_ready: the channel is told the replication connection is up', async () => {
    const system = new Inbox<{ status: string; message: string }>();
    await subscribed(
      client()
        .channel(topicName(), { config: { broadcast: { replication_ready: true } } })
        .on('system', {}, system.push),
    );
    await system.until((items) => items.some((item) => item.message === 'Replication connection established' && item.status === 'ok'));
  });
});

describe('presence', () => {
  test('state on join, diffs on track, update and untrack, and a dropped socket leaves', async () => {
    const topic = topicName('editor');
    const [anna, bartek, celina] = [client(), client(), client()];
    const joins = new Inbox<{ key: string }>();
    const leaves = new Inbox<{ key: string }>();
    const annaChannel = anna
      .channel(topic, { config: { presence: { key: 'anna' } } })
      .on('presence', { event: 'join' }, joins.push)
      .on('presence', { event: 'leave' }, leaves.push);
    await subscribed(annaChannel);
    const bartekChannel = bartek.channel(topic, { config: { presence: { key: 'bartek' } } });
    await subscribed(bartekChannel);
    expect(await bartekChannel.track({ editing: 'strona-glowna' })).toBe('ok');
    await joins.until((items) => items.some((item) => item.key === 'bartek'));
    expect(annaChannel.presenceState().bartek).toEqual([
      expect.objectContaining({ editing: 'strona-glowna', presence_ref: expect.any(String) }),
    ]);
    // Tracking again updates the one presence (a leave and a join), it does not add a second.
    await bartekChannel.track({ editing: 'cennik' });
    await joins.until((items) => items.filter((item) => item.key === 'bartek').length === 2);
    expect(annaChannel.presenceState().bartek).toEqual([expect.objectContaining({ editing: 'cennik' })]);

    // A late joiner gets the current state at join.
    const synced = new Inbox<null>();
    const celinaChannel = celina
      .channel(topic, { config: { presence: { key: 'celina' } } })
      .on('presence', { event: 'sync' }, () => synced.push(null));
    await subscribed(celinaChannel);
    await synced.until((items) => items.length > 0);
    expect(Object.keys(celinaChannel.presenceState())).toEqual(['bartek']);
    await celinaChannel.track({ editing: 'regulamin' });
    await joins.until((items) => items.some((item) => item.key === 'celina'));

    // A presence update also reports a leave of the old meta, so wait for a leave that comes after the untrack.
    const bartekLeaves = () => leaves.items.filter((item) => item.key === 'bartek').length;
    const leavesBefore = bartekLeaves();
    await bartekChannel.untrack();
    await leaves.until(() => bartekLeaves() > leavesBefore);
    expect(Object.keys(annaChannel.presenceState())).toEqual(['celina']);

    // Cutting celina's TCP connection (no leave, no close frame) removes her promptly.
    const started = Date.now();
    const internals = celina.realtime as unknown as { socketAdapter: { getSocket(): { conn: { _socket: { destroy(): void } } } } };
    internals.socketAdapter.getSocket().conn._socket.destroy();
    await leaves.until((items) => items.some((item) => item.key === 'celina'), 3_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(annaChannel.presenceState()).toEqual({});
  });
});

describe('private channels and tokens', () => {
  test('joining a private channel is authorized by RLS on realtime.messages', async () => {
    const { client: member } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    await subscribed(member.channel(topicName('team:'), { config: { private: true } }));
    await expect(subscribed(member.channel(topicName('secret:'), { config: { private: true } }))).rejects.toThrow(
      /Unauthorized: You do not have permissions to read from this Channel topic: secret:/,
    );
    const visitor = client();
    await expect(subscribed(visitor.channel(topicName('team:'), { config: { private: true } }))).rejects.toThrow(/Unauthorized/);
  });

  test('private broadcast reaches members; the private and public channels of one name are separate', async () => {
    const topic = topicName('team:');
    const outsider = client();
    const { client: alice } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const { client: bob } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const bobInbox = new Inbox<unknown>();
    const outsiderInbox = new Inbox<unknown>();
    const aliceChannel = alice.channel(topic, { config: { private: true, broadcast: { ack: true } } });
    await subscribed(aliceChannel);
    await subscribed(bob.channel(topic, { config: { private: true } }).on('broadcast', { event: 'note' }, bobInbox.push));
    await subscribed(outsider.channel(topic).on('broadcast', { event: 'note' }, outsiderInbox.push));
    expect(await aliceChannel.send({ type: 'broadcast', event: 'note', payload: { text: 'tajne' } })).toBe('ok');
    await bobInbox.until((items) => items.length === 1);
    await sleep(200);
    expect(outsiderInbox.items).toEqual([]);
  });

  test('presence and httpSend() on private channels follow the policies', async () => {
    const topic = topicName('team:');
    const { client: anna } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const { client: bartek } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const joins = new Inbox<{ key: string }>();
    await subscribed(
      anna.channel(topic, { config: { private: true, presence: { key: 'anna' } } }).on('presence', { event: 'join' }, joins.push),
    );
    const bartekChannel = bartek.channel(topic, { config: { private: true, presence: { key: 'bartek' } } });
    await subscribed(bartekChannel);
    expect(await bartekChannel.track({ online: true })).toBe('ok');
    await joins.until((items) => items.some((item) => item.key === 'bartek'));
    await expect(bartekChannel.httpSend('note', { n: 1 })).resolves.toEqual({ success: true });
    const { client: member } = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const outsideTopic = member.channel(topicName('secret:'), { config: { private: true } });
    await expect(outsideTopic.httpSend('note', { n: 1 })).rejects.toThrow(/permissions to write/);
  });

  test('a refreshed token replaces the old one; an expired one closes the channel with a system message', async () => {
    const sub = crypto.randomUUID();
    const signedIn = await user(await userToken(stack.workdir, { sub }, 3600));
    const made = signedIn.client;
    const system = new Inbox<{ message: string; status: string }>();
    const statuses = new Inbox<string>();
    const channel = made.channel(topicName('team:'), { config: { private: true } }).on('system', {}, system.push);
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((items) => items.includes('SUBSCRIBED'));
    await signedIn.setToken(await userToken(stack.workdir, { sub }, 2));
    await sleep(300);
    expect(statuses.items).toEqual(['SUBSCRIBED']);
    await system.until((items) => items.some((item) => /Token has expired/.test(item.message)), 6_000);
    expect(system.items.at(-1)).toMatchObject({ status: 'error', extension: 'system' });
    await statuses.until((items) => items.includes('CLOSED'));
  });

  test('an invalid refreshed token closes the channel', async () => {
    const signedIn = await user(await userToken(stack.workdir, { sub: crypto.randomUUID() }));
    const made = signedIn.client;
    const system = new Inbox<{ message: string }>();
    const statuses = new Inbox<string>();
    made
      .channel(topicName())
      .on('system', {}, system.push)
      .subscribe((status) => statuses.push(status));
    await statuses.until((items) => items.includes('SUBSCRIBED'));
    await signedIn.setToken('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl');
    await system.until((items) => items.some((item) => /signature/i.test(item.message)));
    await statuses.until((items) => items.includes('CLOSED'));
  });
});
