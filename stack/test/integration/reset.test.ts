import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli, sql, startTestStack, type TestStack, until } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';
import { postgrestVersion } from '../../src/services/rest/index.ts';
import { Inbox, subscribed } from '../support/realtime.ts';

// `stack reset --yes` on a running stack, in place: what keeps database state starts again on the new database or,
// when it can, runs on and is told of it (auth, storage); the rest runs on (told the new ports); and whatever the
// services write at start is there again.

let stack: TestStack;
let server: http.Server;
let hookUrl: string;
const received: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  stack = await startTestStack({
    config: (config) => {
      (config.db as Record<string, unknown>).vault = { sekret_projektu: 'wartość-z-configu' };
      // A budget small enough to use up: GoTrue's in-memory limits start again when a reset restarts it.
      const auth = config.auth as Record<string, unknown> & { rate_limit: Record<string, unknown> };
      auth.enable_anonymous_sign_ins = true;
      auth.rate_limit.anonymous_users = 2;
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
  server?.close();
});

type State = { supervisorPid: number; services: { name: string; url: string; pid: number; version?: string }[] };
const readState = (): State => JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8'));
const urlOf = (state: State, name: string) => state.services.find((service) => service.name === name)?.url;
const db = (text: string, params: unknown[] = []) => sql(stack.env.DB_URL!, text, params);

describe('stack reset on a running stack', () => {
  test('resets the data, restarts only what keeps database state, and realtime clients rejoin', async () => {
    await db(
      `insert into public.posts (slug, section, title, lead, body_md, status, published_at) values ('zniknie', 'post', 'Wpis', 'lead', 'treść', 'published', now())`,
    );
    const before = readState();
    const [sender, receiver] = [testClient(stack.env.API_URL!, stack.env.ANON_KEY!), testClient(stack.env.API_URL!, stack.env.ANON_KEY!)];
    const statuses: string[] = [];
    const inbox = new Inbox<unknown>();
    const channel = receiver.channel('po-resecie').on('broadcast', { event: 'ping' }, inbox.push);
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );

    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/Local stack reset in \d+\.\d\d s\./);

    const after = readState();
    expect(after.supervisorPid).toBe(before.supervisorPid);
    // `stack status` prints PostgREST's version from the state (no binary to run, no rest service to load).
    expect(after.services.find((service) => service.name === 'rest')?.version).toBe(postgrestVersion());
    // Kept: the same ports. Started again: new ones, which the gateway was told (REST answers through it below).
    for (const kept of ['gateway', 'mail', 'functions', 'auth', 'storage']) expect(urlOf(after, kept), kept).toBe(urlOf(before, kept));
    for (const restarted of ['rest', 'realtime']) expect(urlOf(after, restarted), restarted).not.toBe(urlOf(before, restarted));
    const journal = fs.readFileSync(path.join(stack.workdir, '.stack', 'reset.jsonl'), 'utf8');
    const phases = journal
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .findLast((line) => line.type === 'phases');
    expect(Object.keys(phases).sort()).toEqual(['copy', 'kept', 'ready', 'restarted', 'start', 'stop', 'told', 'type']);
    expect(phases.kept).toEqual(['mail', 'functions', 'gateway']);
    expect(phases.told).toEqual(['auth', 'storage']);
    expect(phases.restarted).toEqual(['postgres', 'rest', 'realtime', 'net', 'cron']);
    // The database is deleted right after: Postgres stopped without its shutdown checkpoint.
    const postgresLog = fs.readFileSync(path.join(stack.workdir, '.stack', 'logs', 'postgres.log'), 'utf8');
    expect(postgresLog).toContain('received immediate shutdown request');

    // The rows written before are gone and the seed is back, through the gateway to the new PostgREST.
    const anon = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    const gone = await anon.from('posts').select('slug').eq('slug', 'zniknie');
    expect(gone.error).toBeNull();
    expect(gone.data).toEqual([]);
    const seeded = await anon.from('posts').select('slug').eq('status', 'published');
    expect(seeded.data!.length).toBeGreaterThan(0);

    // The socket was closed by the reset; supabase-js joins again by itself and gets broadcasts again.
    await until(
      async () => statuses.length,
      (count) => count >= 3 && statuses.at(-1) === 'SUBSCRIBED',
      20_000,
    );
    expect(statuses.slice(1, -1).some((status) => status !== 'SUBSCRIBED')).toBe(true);
    const sending = sender.channel('po-resecie');
    await subscribed(sending);
    await sending.send({ type: 'broadcast', event: 'ping', payload: { po: 'resecie' } });
    await inbox.until((items) => items.length === 1);
    await Promise.all([sender.removeAllChannels(), receiver.removeAllChannels()]);
  });

  test('auth and storage run on through a reset, on the new database, with their budgets anew', async () => {
    const service = testClient(stack.env.API_URL!, stack.env.SERVICE_ROLE_KEY!);
    const anon = () => testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    const email = `przed-resetem-${Date.now()}@example.com`;
    expect((await service.auth.admin.createUser({ email, password: 'Hasło-przed-resetem-1', email_confirm: true })).error).toBeNull();
    expect((await service.storage.createBucket('przed-resetem', { public: true })).error).toBeNull();
    expect((await service.storage.from('przed-resetem').upload('plik.txt', 'zażółć', { contentType: 'text/plain' })).error).toBeNull();
    for (let i = 0; i < 2; i++) expect((await anon().auth.signInAnonymously()).error).toBeNull();
    expect((await anon().auth.signInAnonymously()).error?.code).toBe('over_request_rate_limit');

    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/✔ auth +ready in .* \(kept running, told of the new database\)/);

    // Auth answers from the new database through the connections its pool opened again.
    const signIn = await anon().auth.signInWithPassword({ email, password: 'Hasło-przed-resetem-1' });
    expect(signIn.error?.code).toBe('invalid_credentials');
    expect((await anon().auth.signUp({ email: `po-resecie-${Date.now()}@example.com`, password: 'Hasło-po-resecie-1' })).error).toBeNull();
    expect((await anon().auth.signInAnonymously()).error).toBeNull();
    // Storage: the bucket made before is gone (its bytes too), the config's buckets and seed files are back.
    expect((await service.storage.getBucket('przed-resetem')).error?.message).toBe('Bucket not found');
    const bytesBefore = path.join(stack.workdir, '.stack', 'storage', 'przed-resetem');
    const files = fs.existsSync(bytesBefore) ? fs.readdirSync(bytesBefore, { recursive: true, withFileTypes: true }) : [];
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
    const [cover] = await db(`select name from storage.objects where bucket_id = 'covers' limit 1`);
    const served = await fetch(`${stack.env.API_URL}/storage/v1/object/public/covers/${cover!.name}`);
    expect(served.status).toBe(200);
  });

  test('what services write at start is written again: Vault secrets, [db.vault]; a cron job and a pg_net trigger work', async () => {
    const reset = await runCli(stack.workdir, ['reset', '--yes']);
    expect(reset.code, reset.stderr).toBe(0);
    const secrets = await db(
      `select name, decrypted_secret from vault.decrypted_secrets where name in ('project_url', 'sekret_projektu') order by name`,
    );
    expect(secrets).toEqual([
      { name: 'project_url', decrypted_secret: stack.env.API_URL },
      { name: 'sekret_projektu', decrypted_secret: 'wartość-z-configu' },
    ]);

    await db(`create table public.po_resecie (id bigint generated always as identity primary key, at timestamptz default now())`);
    await db(`
      create function public.po_resecie_hook() returns trigger language plpgsql as $$
      begin
        perform net.http_post(url := '${hookUrl}', body := jsonb_build_object('id', new.id));
        return new;
      end $$`);
    await db(`create trigger po_resecie_hook after insert on public.po_resecie for each row execute function public.po_resecie_hook()`);
    await db(`select cron.schedule('po-resecie', '1 seconds', 'insert into public.po_resecie default values')`);
    // The scheduler runs the job; each insert's trigger queues a request the pg_net worker sends after commit.
    const rows = await until(
      () => db('select id from public.po_resecie'),
      (found) => found.length >= 2,
      10_000,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await until(
      async () => received.length,
      (count) => count >= 2,
      10_000,
    );
    expect(JSON.parse(received[0]!)).toEqual({ id: 1 });
    await db(`select cron.unschedule('po-resecie')`);
  });
});
