#!/usr/bin/env node
// `npm test`: every layer, stopping at the first failure, then one table of how long each took.
// The layers that start no stack (lint, typecheck, unit, functions) run two at a time, one per core, each printing
// its output once it is done; the stack-starting layers run one after another: on two cores they slow each other
// down more than they gain.
import { spawn } from 'node:child_process';
import console from 'node:console';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { Buffer } from 'node:buffer';
import { warnOnOldNode } from './lib/node-version.mjs';

warnOnOldNode();

const layers = [
  { name: 'lint', command: 'npm run -s lint', parallel: true },
  { name: 'typecheck', command: 'npm run -s typecheck', parallel: true },
  { name: 'unit', command: 'npm run -s test:unit', parallel: true },
  { name: 'functions (deno)', command: 'npm run -s test:functions', parallel: true },
  { name: 'integration', command: 'npm run -s test:integration' },
  { name: 'conformance', command: 'npm run -s test:conformance' },
  { name: 'e2e api', command: 'npm run -s test:e2e:api' },
  { name: 'e2e browser', command: 'npm run -s test:e2e:browser' },
];

const only = process.argv.slice(2);
const selected = only.length ? layers.filter(({ name }) => only.some((wanted) => name.startsWith(wanted))) : layers;

/** Runs one layer; with `buffered`, its output is collected and printed in one piece when it ends. */
function run(command, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const formatSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const timings = [];
let failed;
const started = performance.now();

async function runLayer({ name, command }, buffered) {
  const layerStarted = performance.now();
  if (buffered) console.log(`▶ ${name} (output follows when it ends)`);
  const code = await run(command, buffered);
  timings.push([name, performance.now() - layerStarted, code]);
  if (buffered) console.log(`${code === 0 ? '✔' : '✘'} ${name}`);
  if (code !== 0) failed ??= name;
}

const parallel = selected.filter((layer) => layer.parallel);
const queue = [...parallel];
const workers = Math.max(1, Math.min(2, os.availableParallelism(), parallel.length));
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let layer = queue.shift(); layer && !failed; layer = queue.shift()) await runLayer(layer, workers > 1);
  }),
);
for (const layer of selected.filter((each) => !each.parallel)) {
  if (failed) break;
  await runLayer(layer, false);
}

console.log('\nnpm test: time per layer' + (workers > 1 ? ` (${parallel.map((layer) => layer.name).join(', ')}: two at a time)` : ''));
for (const [name, ms, code] of timings)
  console.log(`  ${name.padEnd(18)}${formatSeconds(ms)}${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(18)}${formatSeconds(performance.now() - started)}`);
if (failed) {
  console.error(`\nnpm test failed in the ${failed} layer.`);
  process.exit(1);
}
