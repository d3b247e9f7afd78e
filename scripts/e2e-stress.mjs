#!/usr/bin/env node
// `npm run test:e2e:stress [runs]`: the browser suite several times while a bounded CPU burner loads the machine,
// then the tests that failed in any run (a flake is a test that passed in one run and failed in another).
import { spawn } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

// Usage: [runs] [playwright args…], e.g. `npm run test:e2e:stress -- 3 e2e/browser/pages.spec.ts`.
const runs = Number(process.argv[2] ?? 3);
const playwrightArgs = process.argv.slice(3);
const burnerShare = Number(process.env.STRESS_LOAD ?? 0.5); // fraction of the cores kept busy
const burners = Math.max(1, Math.round(os.availableParallelism() * burnerShare));

// Each burner busies one core in 90 ms of every 100 ms, so the machine stays loaded but never starves the suite.
const burnerSource = `
  const until = () => Date.now() + 90;
  setInterval(() => { const end = until(); while (Date.now() < end); }, 100);
`;
const burnerProcesses = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', burnerSource], { stdio: 'ignore' }));
const stopBurners = () => burnerProcesses.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stress-'));

function runSuite(index) {
  const report = path.join(outDir, `run-${index}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...playwrightArgs], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    child.on('exit', () => resolve(report));
  });
}

/** Every test of a Playwright JSON report as "file › title" → final status. */
function outcomes(reportFile) {
  const result = new Map();
  if (!fs.existsSync(reportFile)) return result;
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        result.set(`${file} › ${spec.title}`, last?.status ?? 'skipped');
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return result;
}

console.log(`e2e stress: ${runs} runs of the browser suite with ${burners} CPU burner(s) at 90% duty`);
const perRun = [];
for (let index = 1; index <= runs; index++) {
  console.log(`\n=== run ${index}/${runs} ===`);
  perRun.push(outcomes(await runSuite(index)));
}
stopBurners();

const failures = new Map();
perRun.forEach((run, index) => {
  for (const [test, status] of run) {
    if (status !== 'passed' && status !== 'skipped') failures.set(test, [...(failures.get(test) ?? []), `run ${index + 1}: ${status}`]);
  }
});
console.log('\ne2e stress: summary');
perRun.forEach((run, index) => {
  const failed = [...run.values()].filter((status) => status !== 'passed' && status !== 'skipped').length;
  console.log(`  run ${index + 1}: ${run.size} tests, ${failed} failed`);
});
if (perRun.some((run) => run.size === 0)) console.log('  (a run without a report: the suite did not start - see its output above)');
console.log(`  flaky or failing tests: ${failures.size}`);
for (const [test, where] of failures) console.log(`    ${test} (${where.join(', ')})`);
process.exit(failures.size === 0 && perRun.every((run) => run.size > 0) ? 0 : 1);
