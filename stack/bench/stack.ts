// npm run bench:stack — cold and warm `stack up`, resident memory, and the gateway's overhead over PostgREST.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
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

function load(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 10, duration: 10, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
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
  // stack reset as a user runs it: stop, delete the database, start again (from the template).
  const resetStarted = performance.now();
  const reset = await runCli(workdir, ['reset', '--yes']);
  if (reset.code !== 0) throw new Error(`stack reset failed:\n${reset.stdout}${reset.stderr}`);
  const resetMs = performance.now() - resetStarted;
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
  await load(`${env.API_URL}/rest/v1${query}`, headers); // warm-up of both paths' connection pools
  const direct = await load(`${restUrl}${query}`, headers);
  const viaGateway = await load(`${env.API_URL}/rest/v1${query}`, headers);

  console.log('\nbench:stack (2-core machine; targets from issue [stack-core])');
  console.log(`  cold stack up, new database from scratch (initdb, bootstrap, migrations, seed): ${seconds(coldScratch)} s   target ≤ 8 s`);
  console.log(`  cold stack up, new database from the template of the same migrations and seeds: ${seconds(cold)} s`);
  console.log(`  warm stack up:                                                     ${seconds(warm)} s   target ≤ 2 s`);
  console.log(`  stack reset (stop, delete the database, start from the template):  ${seconds(resetMs)} s   target ≤ 1 s`);
  console.log(
    `  memory after start, ${memory.processes} processes: RSS ${memory.rssMb.toFixed(0)} MB, PSS ${memory.pssMb.toFixed(0)} MB   target ≤ 400 MB`,
  );
  console.log('  20-row select, autocannon 10 connections × 10 s each (latency in whole ms, as autocannon reports it):');
  for (const [label, result] of [
    ['direct PostgREST', direct],
    ['through gateway ', viaGateway],
  ] as const) {
    console.log(
      `    ${label}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  mean ${result.latency.mean.toFixed(2)} ms  ${Math.round(result.requests.average)} req/s  errors ${result.errors + result.non2xx}`,
    );
  }
  console.log(`    ratio gateway/direct at p50: ${(viaGateway.latency.p50 / direct.latency.p50).toFixed(2)}   target ≤ 1.15`);
  console.log(`    ratio gateway/direct at p99: ${(viaGateway.latency.p99 / direct.latency.p99).toFixed(2)}`);
  console.log(`    ratio gateway/direct of the mean: ${(viaGateway.latency.mean / direct.latency.mean).toFixed(2)}`);
} finally {
  for (const dir of [workdir, scratch]) {
    await runCli(dir, ['down']);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
