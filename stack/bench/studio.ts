// npm run bench:studio — the dashboard's first load, cold (a new browser profile, nothing cached) until the Overview
// shows its services, and the memory of the meta service (postgres-meta's process: RSS after start and after work).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { parseEnv } from '../src/status.ts';
import { readState } from '../src/state.ts';
import { stackPaths } from '../src/shared/paths.ts';

const RUNS = 5;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const workdir = await createTestWorkdir();
try {
  const up = await runCli(workdir, ['up', '-x', 'functions,realtime']);
  if (up.code !== 0) throw new Error(up.stdout + up.stderr);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  const metaPid = readState(stackPaths(workdir))!.services.find((service) => service.name === 'meta')!.pid!;
  const idleRss = rssMb(metaPid);

  const executablePath = fs.existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : undefined;
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({ executablePath });
    const page = await (await browser.newContext()).newPage();
    const started = performance.now();
    await page.goto(env.STUDIO_URL!);
    await page.getByRole('table', { name: 'Services' }).getByText('healthy').first().waitFor();
    loads.push(performance.now() - started);
    // Work for postgres-meta, as the dashboard gives it: tables with columns, policies, a query.
    await page.goto(`${env.STUDIO_URL}/tables?schema=public&table=posts`);
    await page.getByRole('table', { name: 'Rows' }).getByRole('row').nth(1).waitFor();
    await page.goto(`${env.STUDIO_URL}/policies`);
    await page.getByText('RLS enabled').first().waitFor();
    await browser.close();
  }
  console.log(
    `dashboard first load (cold browser, until Overview shows health), ${RUNS} runs: median ${median(loads).toFixed(0)} ms, min ${Math.min(...loads).toFixed(0)} ms, max ${Math.max(...loads).toFixed(0)} ms`,
  );
  console.log(
    `meta service (postgres-meta) RSS: ${idleRss.toFixed(0)} MB after start, ${rssMb(metaPid).toFixed(0)} MB after ${RUNS} dashboard walks`,
  );
} finally {
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
}
