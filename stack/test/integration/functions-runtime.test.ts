// What the Supabase edge runtime gives a function beyond `Deno.serve`: EdgeRuntime.waitUntil, WebSockets through the
// gateway, a writable /tmp of its own, the function folder's own deno.json, and static_files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { sql, startTestStack, type TestStack, until } from '../support/stack.ts';

// Answers at once; its background task writes a row through the REST API once `?release` comes for its id, so the
// test knows the answer came before the work ended.
const background = `const released = new Map<string, () => void>();
Deno.serve(async (req) => {
  const url = new URL(req.url);
  const id = url.searchParams.get('id') ?? '';
  if (url.searchParams.has('release')) {
    released.get(id)?.();
    return new Response('zwolnione');
  }
  const gate = new Promise<void>((resolve) => released.set(id, resolve));
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  EdgeRuntime.waitUntil((async () => {
    await (url.searchParams.has('wait') ? new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('wait')))) : gate);
    const stored = await fetch(Deno.env.get('SUPABASE_URL') + '/rest/v1/background_jobs', {
      method: 'POST',
      headers: { apikey: key, authorization: 'Bearer ' + key, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id }),
    });
    if (!stored.ok) throw new Error('zapis nie powiódł się: ' + stored.status);
  })());
  return Response.json({ przyjęte: id }, { status: 202 });
});
`;
const websocketEcho = `Deno.serve((req) => {
  if (req.headers.get('upgrade') !== 'websocket') return new Response('tylko websocket', { status: 400 });
  const { socket, response } = Deno.upgradeWebSocket(req);
  socket.onmessage = (event) => socket.send('echo: ' + event.data + ' ' + new URL(req.url).search);
  return response;
});
`;
const scratch = `Deno.serve(async () => {
  await Deno.writeTextFile('/tmp/notatka-testu.txt', 'zażółć gęślą jaźń');
  await Deno.mkdir('/tmp/katalog', { recursive: true });
  await Deno.writeFile('/tmp/katalog/dane.bin', new Uint8Array([1, 2, 3]));
  const temp = await Deno.makeTempFile({ prefix: 'tmp-' });
  await Deno.writeTextFile(temp, 'tymczasowy');
  let outside = 'allowed';
  try {
    await Deno.writeTextFile(Deno.cwd() + '/poza.txt', 'nie wolno');
  } catch (error) {
    outside = error.name;
  }
  return Response.json({
    note: await Deno.readTextFile('/tmp/notatka-testu.txt'),
    listed: [...Deno.readDirSync('/tmp')].map((entry) => entry.name).sort(),
    bytes: [...(await Deno.readFile('/tmp/katalog/dane.bin'))],
    temp: await Deno.readTextFile(temp),
    tmpdir: Deno.env.get('TMPDIR'),
    outside,
  });
});
`;
const importMapped = `import { powitanie } from 'powitanie';
Deno.serve(() => new Response(powitanie));
`;
const staticPage = `Deno.serve(async () => new Response(await Deno.readTextFile('./strona.html'), { headers: { 'content-type': 'text/html; charset=utf-8' } }));\n`;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    files: {
      'migrations/29990101000000_background_jobs.sql': `create table public.background_jobs (id text primary key, at timestamptz not null default clock_timestamp());
alter table public.background_jobs enable row level security;
grant all on public.background_jobs to service_role;
`,
      'functions/background/index.ts': background,
      'functions/websocket-echo/index.ts': websocketEcho,
      'functions/scratch/index.ts': scratch,
      'functions/mapped/index.ts': importMapped,
      'functions/mapped/deno.json': JSON.stringify({ imports: { powitanie: './lib/powitanie.ts' } }),
      'functions/mapped/lib/powitanie.ts': "export const powitanie = 'Cześć z mapy importów';\n",
      'functions/static-page/index.ts': staticPage,
      'functions/static-page/strona.html': '<h1>Strona statyczna</h1>\n',
    },
    config: (config) => {
      config.functions = { 'static-page': { static_files: ['./functions/static-page/*.html'] } };
    },
    exclude: ['auth', 'storage', 'realtime'],
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const headers = () => ({ authorization: `Bearer ${stack.env.ANON_KEY}` });
const call = (name: string, init: RequestInit = {}) => fetch(`${stack.env.FUNCTIONS_URL}/${name}`, { ...init, headers: headers() });
const jobs = async (id: string) => sql<{ id: string }>(stack.env.DB_URL!, 'select id from public.background_jobs where id = $1', [id]);

describe('EdgeRuntime.waitUntil', () => {
  test('the answer comes at once and the background task writes its row after it', async () => {
    expect((await call('background?id=rozgrzewka&wait=0')).status).toBe(202); // boots the worker
    const started = performance.now();
    const answer = await call('background?id=zadanie-1');
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ przyjęte: 'zadanie-1' });
    // A number to read, not a timed assertion (the machine is shared): the target is under 700 ms.
    console.info(`[functions-runtime] warm function with EdgeRuntime.waitUntil answered in ${elapsed.toFixed(0)} ms`);
    expect(await jobs('zadanie-1')).toEqual([]); // the task still waits for its release
    await call('background?id=zadanie-1&release');
    expect(
      await until(
        () => jobs('zadanie-1'),
        (rows) => rows.length === 1,
      ),
    ).toEqual([{ id: 'zadanie-1' }]);
  });

  test('a worker restarted for changed files finishes its background tasks first', async () => {
    expect((await call('background?id=przed-zmiana&wait=1500')).status).toBe(202);
    const file = path.join(stack.workdir, 'supabase', 'functions', 'background', 'index.ts');
    fs.writeFileSync(file, background + '// zmiana\n');
    // The new worker answers while the old one still runs its task.
    expect(
      await until(
        async () => (await call('background?id=po-zmianie&wait=0')).status,
        (status) => status === 202,
      ),
    ).toBe(202);
    expect(
      await until(
        () => jobs('przed-zmiana'),
        (rows) => rows.length === 1,
      ),
    ).toEqual([{ id: 'przed-zmiana' }]);
  });
});

describe('WebSockets to functions', () => {
  const open = (url: string, headers: Record<string, string>) =>
    new Promise<{ socket?: WebSocket; status?: number; body?: string }>((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve({ socket }));
      socket.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      socket.once('error', reject);
    });

  test('Deno.upgradeWebSocket echoes through the gateway', async () => {
    const url = `${stack.env.FUNCTIONS_URL!.replace(/^http/, 'ws')}/websocket-echo?kanał=1`;
    const { socket } = await open(url, headers());
    expect(socket).toBeDefined();
    const reply = new Promise<string>((resolve) => socket!.once('message', (data: Buffer) => resolve(data.toString())));
    socket!.send('dzień dobry');
    expect(await reply).toBe(`echo: dzień dobry ?${new URLSearchParams({ kanał: '1' })}`);
    socket!.close();
  });

  test('verify_jwt holds for upgrades too; an unknown function is 404', async () => {
    const base = stack.env.FUNCTIONS_URL!.replace(/^http/, 'ws');
    const missing = await open(`${base}/websocket-echo`, {});
    expect(missing).toEqual({ status: 401, body: JSON.stringify({ msg: 'Error: Missing authorization header' }) });
    const unknown = await open(`${base}/nie-ma-takiej`, headers());
    expect(unknown).toEqual({ status: 404, body: 'Function not found' });
  });
});

describe('files', () => {
  test("/tmp is the worker's own writable folder; nothing else is writable", async () => {
    const response = await call('scratch');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      note: 'zażółć gęślą jaźń',
      bytes: [1, 2, 3],
      temp: 'tymczasowy',
      outside: 'NotCapable',
    });
    expect(body.listed).toEqual(expect.arrayContaining(['katalog', 'notatka-testu.txt']));
    // Mapped into the stack's own folder, not the machine's /tmp.
    expect(String(body.tmpdir).startsWith(path.join(stack.workdir, '.stack'))).toBe(true);
    expect(fs.existsSync('/tmp/notatka-testu.txt')).toBe(false);
  });

  test("a function folder's own deno.json import map resolves without a config.toml entry", async () => {
    const response = await call('mapped');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Cześć z mapy importów');
  });

  test('static_files are read relative to the function folder', async () => {
    const response = await call('static-page');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Strona statyczna</h1>\n');
  });
});
