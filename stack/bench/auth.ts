// npm run bench:auth — password sign-ins/s and refreshes/s through the gateway (20 concurrent clients), the bcrypt
// ceiling of this machine with the same library, and GET /user latency while a sign-in burst runs.
import fs from 'node:fs';
import os from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { parseEnv } from '../src/status.ts';

const CLIENTS = 20;
const SECONDS = 8;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;
}

interface LoadResult {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `clients` loops of `step` for `seconds`, timing each call. */
async function load(clients: number, seconds: number, step: (client: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const since = performance.now();
        const ok = await step(client).catch(() => false);
        latencies.push(performance.now() - since);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    perSecond: (latencies.length - errors) / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/**
 * CPU seconds used so far by the stack's processes (the supervisor with auth and gateway, Postgres and its backends,
 * PostgREST): summed over the supervisor's process tree from /proc. On a shared, busy machine requests/s swing with
 * the neighbours' load; CPU time per request does not, so the bench prints both.
 */
function stackCpuSeconds(rootPid: number): number {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid … utime(14) stime(15), counted from 1.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    total += cpu.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const show = (label: string, result: LoadResult) =>
  console.log(
    `  ${label.padEnd(34)} ${result.perSecond.toFixed(1).padStart(7)}/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.count} calls, ${result.errors} errors)`,
  );

// The ceiling: cost-10 verifications on every core with the same native library the auth service uses.
const sample = await hash('hasło-do-pomiaru-1', { cost: 10 });
const ceiling = await load(os.availableParallelism(), 5, async () => verify('hasło-do-pomiaru-1', sample));

const workdir = await createTestWorkdir({
  config: (config) => {
    // The benchmark measures throughput, not the per-IP limits a real deployment wants.
    config.auth = { ...(config.auth as object), rate_limit: { sign_in_sign_ups: 100_000, token_refresh: 100_000 } };
  },
});
try {
  const up = await runCli(workdir, ['up', '-x', 'storage,realtime,functions']);
  if (up.code !== 0) throw new Error(up.stdout + up.stderr);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  const auth = `${env.API_URL}/auth/v1`;
  const headers = { apikey: env.ANON_KEY!, 'content-type': 'application/json' };
  const admin = { apikey: env.SERVICE_ROLE_KEY!, authorization: `Bearer ${env.SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
  const users = Array.from({ length: CLIENTS }, (_, i) => ({ email: `bench-${i}@obrazy-ai.local`, password: `Hasło-bench-${i}` }));
  for (const user of users) {
    const response = await fetch(`${auth}/admin/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ ...user, email_confirm: true }),
    });
    if (!response.ok) throw new Error(`creating a user: ${response.status} ${await response.text()}`);
  }
  const signIn = (client: number) =>
    fetch(`${auth}/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(users[client]) });

  const sessions: { access_token: string; refresh_token: string }[] = [];
  for (let i = 0; i < CLIENTS; i++) sessions.push((await (await signIn(i)).json()) as { access_token: string; refresh_token: string });

  const supervisorPid = (JSON.parse(fs.readFileSync(`${workdir}/.stack/state.json`, 'utf8')) as { supervisorPid: number }).supervisorPid;
  const signIns = await load(CLIENTS, SECONDS, async (client) => (await signIn(client)).ok);
  const cpuBefore = stackCpuSeconds(supervisorPid);
  const refreshes = await load(CLIENTS, SECONDS, async (client) => {
    const response = await fetch(`${auth}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refresh_token: sessions[client]!.refresh_token }),
    });
    if (!response.ok) return false;
    sessions[client] = (await response.json()) as { access_token: string; refresh_token: string };
    return true;
  });
  const refreshCpuMs = ((stackCpuSeconds(supervisorPid) - cpuBefore) * 1000) / Math.max(1, refreshes.count);
  // A sign-in burst on 19 clients while one client keeps reading its user: bcrypt must not stall other requests.
  const [, getUser] = await Promise.all([
    load(CLIENTS - 1, SECONDS, async (client) => (await signIn(client)).ok),
    load(1, SECONDS, async () => {
      const response = await fetch(`${auth}/user`, {
        headers: { ...headers, authorization: `Bearer ${sessions[CLIENTS - 1]!.access_token}` },
      });
      await response.arrayBuffer();
      return response.ok;
    }),
  ]);

  console.log(`\nbench:auth (${os.availableParallelism()} cores; targets from issue [stack-auth])`);
  show('bcrypt cost-10 verifications (ceiling)', ceiling);
  show(`password sign-ins, ${CLIENTS} clients`, signIns);
  console.log(`    ratio to the ceiling: ${(signIns.perSecond / ceiling.perSecond).toFixed(2)}   target ≥ 0.85`);
  show(`refreshes, ${CLIENTS} clients`, refreshes);
  console.log(
    `    target ≥ 400/s; stack CPU per refresh ${refreshCpuMs.toFixed(2)} ms (≈ ${(1000 / refreshCpuMs).toFixed(0)}/s per busy core)`,
  );
  show('GET /user during a sign-in burst', getUser);
  console.log('    target p99 ≤ 50 ms');
} finally {
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
}
