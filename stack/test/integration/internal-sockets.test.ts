// Issue #37: PostgREST and the edge functions' Deno workers listen on unix sockets in private folders, not on
// loopback TCP ports a web page could find (a direct call to a worker would skip the front's verify_jwt).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack, until } from '../support/stack.ts';

const echo = `Deno.serve((req) => new Response(JSON.stringify({ path: new URL(req.url).pathname }), { headers: { 'content-type': 'application/json' } }));\n`;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    files: { 'functions/echo/index.ts': echo },
    // The dashboard and postgres-meta too: meta's server is on a socket as well, and the dashboard checks PostgREST's.
    studio: true,
    exclude: ['auth', 'storage', 'realtime'],
  });
});

afterAll(async () => {
  await stack?.dispose();
});

function read(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The supervisor and every process below it. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Fields after the command name (which may hold spaces): state, ppid, ...
    const stat = read(`/proc/${entry}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** The TCP ports a process listens on: its socket inodes matched with the LISTEN rows of /proc/net/tcp{,6}. */
function tcpListenPorts(pid: number): number[] {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  for (const fd of fds) {
    try {
      const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT, st 0A is LISTEN, the inode is the tenth column.
      if (columns[3] === '0A' && inodes.has(columns[9]!)) ports.push(parseInt(columns[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

/** Listening unix sockets by path, from /proc/net/unix (state 01 with the accept flag). */
function unixListenPaths(): string[] {
  return read('/proc/net/unix')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[3] === '00010000' && columns[7])
    .map((columns) => columns[7]!);
}

const cmdline = (pid: number) => read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');

describe('internal listeners use unix sockets, not TCP ports', () => {
  test('PostgREST listens on no TCP port, only on a unix socket in a private folder, and serves /rest/v1', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(response.status).toBe(200);
    const { supervisorPid } = JSON.parse(read(path.join(stack.workdir, '.stack', 'state.json'))) as { supervisorPid: number };
    const postgrest = processTree(supervisorPid).filter((pid) => /postgrest/i.test(cmdline(pid)));
    expect(postgrest.length).toBe(1);
    expect(tcpListenPorts(postgrest[0]!)).toEqual([]);
    const status = JSON.parse(read(path.join(stack.workdir, '.stack', 'state.json'))) as { services: { name: string; url: string }[] };
    const url = status.services.find((service) => service.name === 'rest')!.url;
    expect(url).toMatch(/^unix:\//);
    const socket = url.slice('unix:'.length);
    expect(unixListenPaths()).toContain(socket);
    expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(socket).mode & 0o077).toBe(0);
  });

  test('a booted function worker listens on no TCP port, only on a unix socket in a private folder', async () => {
    const response = await fetch(`${stack.env.FUNCTIONS_URL}/echo`, { headers: { authorization: `Bearer ${stack.env.ANON_KEY}` } });
    expect(await response.json()).toEqual({ path: '/echo' });
    const { supervisorPid } = JSON.parse(read(path.join(stack.workdir, '.stack', 'state.json'))) as { supervisorPid: number };
    const functionsDir = path.join(stack.workdir, 'supabase', 'functions');
    const workers = processTree(supervisorPid).filter((pid) => cmdline(pid).includes(functionsDir));
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) expect(tcpListenPorts(pid), cmdline(pid)).toEqual([]);
    const address = /DENO_SERVE_ADDRESS=unix:(\S+?)\0/.exec(read(`/proc/${workers[0]}/environ`) + '\0')?.[1];
    expect(address).toBeDefined();
    expect(unixListenPaths()).toContain(address);
    expect(fs.statSync(path.dirname(address!)).mode & 0o777).toBe(0o700);
    // Without a JWT the front refuses, and there is no port that would skip it.
    expect((await fetch(`${stack.env.FUNCTIONS_URL}/echo`)).status).toBe(401);
  });

  test('below the supervisor, only Postgres listens on TCP', () => {
    const { supervisorPid } = JSON.parse(read(path.join(stack.workdir, '.stack', 'state.json'))) as { supervisorPid: number };
    const others = processTree(supervisorPid)
      .filter((pid) => pid !== supervisorPid && !/postgres/.test(read(`/proc/${pid}/comm`)))
      .map((pid) => ({ command: cmdline(pid).slice(0, 120), ports: tcpListenPorts(pid) }))
      .filter((entry) => entry.ports.length > 0);
    expect(others).toEqual([]);
  });

  // Last: it stops PostgREST.
  test("the dashboard's status checks PostgREST on its socket: healthy while it listens, not once it is gone", async () => {
    const restHealthy = async () => {
      const response = await fetch(`${stack.env.STUDIO_URL}/api/status`, { headers: { 'sec-fetch-site': 'same-origin' } });
      const body = (await response.json()) as { services: { name: string; healthy: boolean }[] };
      return body.services.find((service) => service.name === 'rest')!.healthy;
    };
    expect(await restHealthy()).toBe(true);
    const { supervisorPid } = JSON.parse(read(path.join(stack.workdir, '.stack', 'state.json'))) as { supervisorPid: number };
    const postgrest = processTree(supervisorPid).filter((pid) => /postgrest/i.test(cmdline(pid)));
    process.kill(postgrest[0]!, 'SIGKILL');
    await until(restHealthy, (healthy) => !healthy);
    expect(await restHealthy()).toBe(false);
  });
});
