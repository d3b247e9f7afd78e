#!/usr/bin/env node
// `npm test`: every layer in order, stopping at the first failure, then one table of how long each took.
// Layers run one after another: on two cores the stack-starting layers slow each other down more than they gain.
import { spawn } from 'node:child_process';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const layers = [
  ['lint', 'npm run -s lint'],
  ['typecheck', 'npm run -s typecheck'],
  ['unit', 'npm run -s test:unit'],
  ['functions (deno)', 'npm run -s test:functions'],
  ['integration', 'npm run -s test:integration'],
  ['conformance', 'npm run -s test:conformance'],
  ['e2e api', 'npm run -s test:e2e:api'],
  ['e2e browser', 'npm run -s test:e2e:browser'],
];

const only = process.argv.slice(2);
const selected = only.length ? layers.filter(([name]) => only.some((wanted) => name.startsWith(wanted))) : layers;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const timings = [];
let failed;
const started = performance.now();
for (const [name, command] of selected) {
  const layerStarted = performance.now();
  const code = await run(command);
  timings.push([name, performance.now() - layerStarted, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log('\nnpm test: time per layer');
for (const [name, ms, code] of timings)
  console.log(`  ${name.padEnd(18)}${formatSeconds(ms)}${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(18)}${formatSeconds(performance.now() - started)}`);
if (failed) {
  console.error(`\nnpm test failed in the ${failed} layer.`);
  process.exit(1);
}
