// npm run bench:start — `npm start` as a developer lives it: the first start (stack from scratch, site built and
// prerendered) and the second (stack data kept, site build reused), each timed from the command to the first byte of
// `/`, in a throwaway project folder on free ports with its own build folder. Prints numbers; asserts nothing.
// BENCH_START_RUNS (default 3) second starts are measured; the median is shown with every run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestWorkdir, runCli } from '../../stack/test/support/stack.ts';
import { repoRoot } from '../lib/stack.ts';

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
try {
  const first = await timedStart();
  const second: number[] = [];
  for (let run = 0; run < runs; run++) second.push(await timedStart());
  const median = [...second].sort((a, b) => a - b)[Math.floor(second.length / 2)]!;
  console.log(`npm start, command to first byte of /`);
  console.log(`  first start (new database, site built and prerendered): ${seconds(first)}`);
  console.log(`  second start (data kept, build reused), median of ${runs}: ${seconds(median)}  [${second.map(seconds).join(', ')}]`);
} finally {
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
}
