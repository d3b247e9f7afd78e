// npm run bench:stack — cold and warm `stack up`, resident memory, and the gateway's overhead over PostgREST.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Pool } from 'undici';
import pg from 'pg';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { parseEnv } from '../src/status.ts';
import { procStatFields } from '../src/shared/ports.ts';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function timedUp(workdir: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  const result = await runCli(workdir, ['up'], env);
  if (result.code !== 0) throw new Error(`stack up failed:\n${result.stdout}${result.stderr}`);
  return performance.now() - started;
}

/** The supervisor and all its descendants (Postgres' postmaster starts its own session, so process groups miss it). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(procStatFields(entry)[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we read it
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Resident memory of the stack's processes: RSS (shared pages counted per process) and PSS (shared pages split). */
function memoryOf(supervisorPid: number): { rssMb: number; pssMb: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const pids = processTree(supervisorPid);
  for (const pid of pids) {
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // the process ended while we read it
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: pids.length };
}

interface Latencies {
  /** Microseconds per request, from the first byte sent to the last byte read. */
  micros: number[];
  seconds: number;
  errors: number;
}

/**
 * `count` GET requests over `connections` keep-alive connections, each timed with the monotonic clock in µs. A
 * `unix:<socket>` base (PostgREST's own address in the state file) is reached over that socket.
 */
async function measure(url: string, headers: Record<string, string>, count: number, connections: number): Promise<Latencies> {
  const socket = /^unix:([^?]+?)(\/[^/]*\?.*)?$/.exec(url);
  const target = socket ? new URL(socket[2] ?? '/', 'http://localhost') : new URL(url);
  const pool = new Pool(target.origin, { connections, ...(socket ? { socketPath: socket[1]! } : {}) });
  const result: Latencies = { micros: [], seconds: 0, errors: 0 };
  let issued = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (issued++ < count) {
        const sent = process.hrtime.bigint();
        const response = await pool.request({ path: target.pathname + target.search, method: 'GET', headers });
        await response.body.arrayBuffer();
        result.micros.push(Number(process.hrtime.bigint() - sent) / 1000);
        if (response.statusCode !== 200) result.errors += 1;
      }
    }),
  );
  result.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  return result;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * The same request against each target in alternating rounds, so that the machine's noise falls on all alike; each
 * target's latencies are pooled over its rounds.
 */
async function compare(
  targets: readonly { url: string; pid?: number }[],
  headers: Record<string, string>,
  connections: number,
  rounds = 10,
  perRound = 300,
) {
  for (const { url } of targets) await measure(url, headers, 200, connections);
  const results = targets.map((): Latencies & { cpuMicros: number } => ({ micros: [], seconds: 0, errors: 0, cpuMicros: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, { url, pid }] of targets.entries()) {
      const cpuBefore = pid ? cpuMicros(pid) : 0;
      const run = await measure(url, headers, perRound, connections);
      const result = results[index]!;
      if (pid) result.cpuMicros += cpuMicros(pid) - cpuBefore;
      result.micros.push(...run.micros);
      result.seconds += run.seconds;
      result.errors += run.errors;
    }
  }
  return results;
}

/** CPU time (user + system) a process has used so far, in µs (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = procStatFields(String(pid));
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * A byte-for-byte TCP relay to PostgREST in a process of its own: no HTTP parsing, no headers, nothing but the extra
 * hop. What any proxy between the client and PostgREST costs on this machine at the very least.
 */
async function startTcpRelay(target: string): Promise<{ port: number; pid: number; stop(): void }> {
  const address = target.startsWith('unix:')
    ? { path: target.slice('unix:'.length) }
    : { port: Number(new URL(target).port), host: '127.0.0.1' };
  const code = `
    const net = require('node:net');
    const server = net.createServer((client) => {
      const upstream = net.connect(${JSON.stringify(address)});
      client.setNoDelay(true);
      upstream.setNoDelay(true);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the TCP relay exited with code ${code}`)));
  });
  return { port, pid: child.pid!, stop: () => child.kill() };
}

const workdir = await createTestWorkdir();
const scratch = await createTestWorkdir();
try {
  // A new database made the long way (templates off), then one copied from the template of the same inputs.
  const coldScratch = await timedUp(scratch, { STACK_TEMPLATES: 'off' });
  await runCli(scratch, ['down']);
  const cold = await timedUp(workdir);
  const state = JSON.parse(fs.readFileSync(path.join(workdir, '.stack', 'state.json'), 'utf8')) as {
    supervisorPid: number;
    services: { name: string; url: string }[];
  };
  const memory = memoryOf(state.supervisorPid);
  await runCli(workdir, ['down']);
  const warm = await timedUp(workdir);
  // stack reset as a user runs it, on the running stack (in place, from the template): the median of 5.
  const resets: number[] = [];
  for (let run = 0; run < 5; run++) {
    const resetStarted = performance.now();
    const reset = await runCli(workdir, ['reset', '--yes']);
    if (reset.code !== 0) throw new Error(`stack reset failed:\n${reset.stdout}${reset.stderr}`);
    resets.push(performance.now() - resetStarted);
  }
  const resetMs = percentile(resets, 0.5);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  const current = JSON.parse(fs.readFileSync(path.join(workdir, '.stack', 'state.json'), 'utf8')) as typeof state;
  const restUrl = current.services.find((service) => service.name === 'rest')!.url;

  // Enough published rows for a 20-row page.
  const db = new pg.Client({ connectionString: env.DB_URL });
  await db.connect();
  await db.query(`
    insert into public.posts (slug, section, title, lead, body_md, status, published_at)
    select 'bench-' || n, 'post', 'Wpis testowy ' || n, 'Krótki lead', repeat('Treść. ', 40), 'published', now() - n * interval '1 day'
    from generate_series(1, 20) n on conflict do nothing`);
  await db.end();

  const query = '/posts?select=slug,title,lead,tags,published_at&order=published_at.desc&limit=20';
  const headers = { apikey: env.ANON_KEY!, authorization: `Bearer ${env.ANON_KEY}` };
  const relay = await startTcpRelay(restUrl);
  const comparisons = [];
  try {
    for (const connections of [1, 10]) {
      // The gateway runs in the supervisor's process with the other Node services, idle meanwhile.
      const [direct, gateway, relayed] = await compare(
        [
          { url: `${restUrl}${query}` },
          { url: `${env.API_URL}/rest/v1${query}`, pid: current.supervisorPid },
          { url: `http://127.0.0.1:${relay.port}${query}`, pid: relay.pid },
        ],
        headers,
        connections,
      );
      comparisons.push({ connections, direct: direct!, gateway: gateway!, relayed: relayed! });
    }
  } finally {
    relay.stop();
  }

  console.log('\nbench:stack (2-core machine; targets from issue [stack-core])');
  console.log(`  cold stack up, new database from scratch (initdb, bootstrap, migrations, seed): ${seconds(coldScratch)} s   target ≤ 8 s`);
  console.log(`  cold stack up, new database from the template of the same migrations and seeds: ${seconds(cold)} s`);
  console.log(`  warm stack up:                                                     ${seconds(warm)} s   target ≤ 2 s`);
  console.log(
    `  stack reset of the running stack (in place, from the template):    ${seconds(resetMs)} s (median of 5; ${resets.map(seconds).join(', ')})   target ≤ 1 s`,
  );
  console.log(
    `  memory after start, ${memory.processes} processes: RSS ${memory.rssMb.toFixed(0)} MB, PSS ${memory.pssMb.toFixed(0)} MB   target ≤ 400 MB`,
  );
  console.log('  20-row select: direct PostgREST, through the gateway, and through a bare TCP relay in its own process (the least any');
  console.log('  proxy costs here), 10 alternating rounds of 300 requests each (µs):');
  for (const { connections, direct, gateway, relayed } of comparisons) {
    console.log(`   ${connections} connection(s):`);
    for (const [label, result] of [
      ['direct PostgREST', direct],
      ['through gateway ', gateway],
      ['bare TCP relay  ', relayed],
    ] as const) {
      console.log(
        `    ${label}  p50 ${percentile(result.micros, 0.5).toFixed(0)} µs  p99 ${percentile(result.micros, 0.99).toFixed(0)} µs  ${Math.round(result.micros.length / result.seconds)} req/s  errors ${result.errors}`,
      );
    }
    const ratio = (over: Latencies, p: number) => (percentile(over.micros, p) / percentile(direct.micros, p)).toFixed(2);
    console.log(`    ratio gateway/direct: p50 ${ratio(gateway, 0.5)}  p99 ${ratio(gateway, 0.99)}   target ≤ 1.15 at both`);
    console.log(`    ratio relay/direct:   p50 ${ratio(relayed, 0.5)}  p99 ${ratio(relayed, 0.99)}   (the floor for any proxy process)`);
    const perRequest = (result: typeof gateway) => (result.cpuMicros / result.micros.length).toFixed(0);
    console.log(
      `    CPU per request of the process in front of PostgREST: gateway ${perRequest(gateway)} µs, relay ${perRequest(relayed)} µs`,
    );
  }
} finally {
  for (const dir of [workdir, scratch]) {
    await runCli(dir, ['down']);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
