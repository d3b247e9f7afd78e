// npm run bench:realtime — insert-to-delivery latency to 500 clients subscribed to one table's changes, and a
// broadcast fan-out of 1,000 messages/s to 100 clients, through the gateway with realtime-js.
import fs from 'node:fs';
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js';
import WebSocket from 'ws';
import pg from 'pg';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { parseEnv } from '../src/status.ts';

const SUBSCRIBERS = 500;
const INSERTS = 100;
const FANOUT_CLIENTS = 100;
const BROADCAST_RATE = 1000;
const BROADCAST_SECONDS = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const workdir = await createTestWorkdir({
  files: {
    'migrations/29990101000000_bench_events.sql': `
      create table public.bench_events (id bigint generated always as identity primary key, sent_at double precision not null);
      alter table public.bench_events enable row level security;
      create policy "Visitors read bench events" on public.bench_events for select to anon using (true);
      grant select on public.bench_events to anon;
      alter publication supabase_realtime add table public.bench_events;`,
  },
});

function connect(url: string, key: string): RealtimeClient {
  const client = new RealtimeClient(`${url.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: key },
    transport: WebSocket as never,
  });
  client.connect();
  return client;
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    }),
  );
}

const clients: RealtimeClient[] = [];
try {
  const up = await runCli(workdir, ['up', '-x', 'auth,storage,functions']);
  if (up.code !== 0) throw new Error(up.stdout + up.stderr);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);

  // 1. postgres_changes to 500 subscribers.
  const changeLatencies: number[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const client = connect(env.API_URL!, env.ANON_KEY!);
    clients.push(client);
    const channel = client
      .channel(`bench-changes-${i}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_events' }, (change) =>
        changeLatencies.push(Date.now() - Number((change.new as { sent_at: number }).sent_at)),
      );
    await subscribed(channel);
  }
  await sleep(1000);
  const db = new pg.Client({ connectionString: env.DB_URL });
  await db.connect();
  const insertsStarted = performance.now();
  for (let i = 0; i < INSERTS; i++) {
    await db.query('insert into public.bench_events (sent_at) values ($1)', [Date.now()]);
    await sleep(20);
  }
  const expected = SUBSCRIBERS * INSERTS;
  for (let i = 0; i < 300 && changeLatencies.length < expected; i++) await sleep(100);
  const changesSeconds = (performance.now() - insertsStarted) / 1000;
  await db.end();
  changeLatencies.sort((a, b) => a - b);
  for (const client of clients.splice(0)) client.disconnect();

  // 2. Broadcast fan-out.
  const fanLatencies: number[] = [];
  for (let i = 0; i < FANOUT_CLIENTS; i++) {
    const client = connect(env.API_URL!, env.ANON_KEY!);
    clients.push(client);
    const channel = client
      .channel('bench-fanout')
      .on('broadcast', { event: 'tick' }, ({ payload }) => fanLatencies.push(Date.now() - (payload as { t: number }).t));
    await subscribed(channel);
  }
  const sender = connect(env.API_URL!, env.ANON_KEY!);
  clients.push(sender);
  const out = sender.channel('bench-fanout');
  await subscribed(out);
  const total = BROADCAST_RATE * BROADCAST_SECONDS;
  const fanStarted = performance.now();
  for (let sent = 0; sent < total; sent += BROADCAST_RATE / 50) {
    // 20 messages every 20 ms keeps the rate at 1,000/s.
    for (let k = 0; k < BROADCAST_RATE / 50; k++) void out.send({ type: 'broadcast', event: 'tick', payload: { t: Date.now() } });
    const due = fanStarted + ((sent + BROADCAST_RATE / 50) / BROADCAST_RATE) * 1000;
    await sleep(Math.max(0, due - performance.now()));
  }
  const fanExpected = total * FANOUT_CLIENTS;
  for (let i = 0; i < 300 && fanLatencies.length < fanExpected; i++) await sleep(100);
  const fanSeconds = (performance.now() - fanStarted) / 1000;
  fanLatencies.sort((a, b) => a - b);

  console.log('\nbench:realtime (through the gateway with realtime-js; targets from issue [stack-realtime])');
  console.log(
    `  postgres_changes: ${INSERTS} inserts × ${SUBSCRIBERS} subscribers: delivered ${changeLatencies.length}/${expected}, ${(changeLatencies.length / changesSeconds).toFixed(0)} deliveries/s, insert→delivery p50 ${percentile(changeLatencies, 0.5)} ms, p99 ${percentile(changeLatencies, 0.99)} ms   target p99 ≤ 150 ms`,
  );
  console.log(
    `  broadcast: ${total} messages at ${BROADCAST_RATE}/s × ${FANOUT_CLIENTS} clients: delivered ${fanLatencies.length}/${fanExpected} (${fanExpected - fanLatencies.length} lost), ${(fanLatencies.length / fanSeconds).toFixed(0)}/s, p50 ${percentile(fanLatencies, 0.5)} ms, p99 ${percentile(fanLatencies, 0.99)} ms   target: none lost`,
  );
} finally {
  for (const client of clients) client.disconnect();
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
}
