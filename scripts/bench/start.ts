// npm run bench:start — `npm start` as a developer lives it: the first start (stack from scratch, site built and
// prerendered) and the second (stack data kept, site build reused), each timed from the command to the first byte of
// `/`, in a throwaway project folder on free ports with its own build folder. Prints numbers; asserts nothing.
// BENCH_START_RUNS (default 3) second starts are measured; the median is shown with every run. Then the stack alone:
// `stack reset --yes` on the running stack (wall clock, with its phases from the supervisor's reset journal, so a
// regression names its phase) and a warm `stack up` (data kept), each the median of BENCH_START_RUNS.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestWorkdir, runCli } from '../../stack/test/support/stack.ts';
import { repoRoot } from '../lib/stack.ts';

/** How long after a start or reset the next reset is asked for: the supervisor copies the spare database meanwhile. */
const RESET_PAUSE_MS = 5000;

const runs = Math.max(1, Number(process.env.BENCH_START_RUNS) || 3);
const workdir = await createTestWorkdir();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-bench-start-'));
const port = 3000 + Math.floor(Math.random() * 2000) + 2000;

async function firstByte(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return void (await response.body?.cancel());
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'start.ts'), 'start', '--workdir', workdir, '--port', String(port), '--dist', dist],
    { cwd: repoRoot, stdio: 'ignore', env: { ...process.env, SITE_REFRESH_SECONDS: '0' } },
  );
  try {
    await firstByte(`http://127.0.0.1:${port}/`, child);
    return performance.now() - started;
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface ResetPhases {
  stop: number;
  copy: number;
  start: number;
  ready: number;
  restarted: string[];
  told: string[];
  kept: string[];
}

/** `stack reset --yes` on the running stack: wall clock, and the phases the supervisor wrote to its reset journal. */
async function timedReset(): Promise<{ wall: number; phases: ResetPhases }> {
  await new Promise((resolve) => setTimeout(resolve, RESET_PAUSE_MS));
  const started = performance.now();
  const result = await runCli(workdir, ['reset', '--yes']);
  const wall = performance.now() - started;
  if (result.code !== 0) throw new Error(`stack reset failed:\n${result.stdout}${result.stderr}`);
  const lines = fs
    .readFileSync(path.join(workdir, '.stack', 'reset.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const phases = lines.map((line) => JSON.parse(line) as { type: string } & ResetPhases).findLast((line) => line.type === 'phases');
  if (!phases) throw new Error('the reset journal has no phases (config.toml changed, so every service restarted?)');
  return { wall, phases };
}

async function timedWarmUp(): Promise<number> {
  const down = await runCli(workdir, ['down']);
  if (down.code !== 0) throw new Error(`stack down failed:\n${down.stdout}${down.stderr}`);
  const started = performance.now();
  const up = await runCli(workdir, ['up']);
  if (up.code !== 0) throw new Error(`stack up failed:\n${up.stdout}${up.stderr}`);
  return performance.now() - started;
}
try {
  const first = await timedStart();
  const second: number[] = [];
  for (let run = 0; run < runs; run++) second.push(await timedStart());
  console.log(`npm start, command to first byte of /`);
  console.log(`  first start (new database, site built and prerendered): ${seconds(first)}`);
  console.log(
    `  second start (data kept, build reused), median of ${runs}: ${seconds(median(second))}  [${second.map(seconds).join(', ')}]`,
  );

  const up = await runCli(workdir, ['up']);
  if (up.code !== 0) throw new Error(`stack up failed:\n${up.stdout}${up.stderr}`);
  const resets: { wall: number; phases: ResetPhases }[] = [];
  for (let run = 0; run < runs; run++) resets.push(await timedReset());
  const phase = (name: 'stop' | 'copy' | 'start' | 'ready') => seconds(median(resets.map((reset) => reset.phases[name])));
  const walls = resets.map((reset) => reset.wall);
  console.log(`stack reset --yes on the running stack (${seconds(RESET_PAUSE_MS)} after the previous start or reset), median of ${runs}`);
  console.log(`  wall clock: ${seconds(median(walls))}  [${walls.map(seconds).join(', ')}]`);
  console.log(`  stop ${phase('stop')}, copy from template ${phase('copy')}, start ${phase('start')}, ready ${phase('ready')}`);
  const { restarted, told, kept } = resets[0]!.phases;
  console.log(`  restarted: ${restarted.join(', ')}; told of the new database: ${told.join(', ')}; left running: ${kept.join(', ')}`);
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) warm.push(await timedWarmUp());
  console.log(`warm stack up (data kept), median of ${runs}: ${seconds(median(warm))}  [${warm.map(seconds).join(', ')}]`);
} finally {
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
}
