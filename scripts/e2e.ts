/**
 * `npm run test:e2e [-- --grep @smoke] [-- --shard=1/2]`: the api layer (vitest) then the browser layer
 * (Playwright), with the options of lib/e2e-args.ts given to both. Each layer writes its JUnit file under
 * e2e/artifacts/ (e2e/support/reports.ts) and ends with one summary line, also kept in summary-<layer>.txt.
 * `npm run test:e2e:api` / `test:e2e:browser` run one layer and pass other arguments to its runner.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { artifactPaths, countJunit, dropFilteredTestcases, summaryLine, vitestReporterArgs, type Layer } from '../e2e/support/reports.ts';
import { E2eArgsError, layerArgs, parseE2eArgs, vitestNamePattern, type LayerName } from '../e2e/support/run-args.ts';
import { repoRoot } from './lib/stack.ts';
import { currentDestructivePolicy } from '../e2e/support/guard.ts';
import { DESTRUCTIVE_TAG } from '../e2e/support/tags.ts';

const LAYERS: Record<LayerName, { layer: Layer; command: (args: string[]) => string[] }> = {
  api: { layer: 'e2e-api', command: (args) => ['vitest', 'run', '--project', 'e2e-api', ...vitestReporterArgs(), ...args] },
  browser: { layer: 'e2e-browser', command: (args) => ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args] },
};

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', command[0]!), command.slice(1), { cwd: repoRoot, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseE2eArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof E2eArgsError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const policy = currentDestructivePolicy();
  if (!policy.allowed) {
    // The smoke run against a deployment: only tests that create and delete their own data (or read).
    args.grepInvert = args.grepInvert === undefined ? DESTRUCTIVE_TAG : `${args.grepInvert}|${DESTRUCTIVE_TAG}`;
    console.log(`${policy.reason}\nLeaving out ${DESTRUCTIVE_TAG} tests (--grep-invert ${args.grepInvert}).\n`);
  }
  const paths = artifactPaths();
  fs.mkdirSync(path.dirname(paths.junit('e2e-api')), { recursive: true });
  const pattern = vitestNamePattern(args.grep, args.grepInvert);
  let failed = 0;
  let ran = 0;
  const lines: string[] = [];
  for (const name of args.layers) {
    const { layer, command } = LAYERS[name];
    const junit = paths.junit(layer);
    fs.rmSync(junit, { force: true });
    const started = performance.now();
    const code = await run(command(layerArgs(name, args)));
    const seconds = (performance.now() - started) / 1000;
    let line: string;
    if (fs.existsSync(junit)) {
      if (name === 'api' && pattern !== undefined) {
        const regex = new RegExp(pattern);
        fs.writeFileSync(
          junit,
          dropFilteredTestcases(fs.readFileSync(junit, 'utf8'), (fullName) => regex.test(fullName)),
        );
      }
      const counts = countJunit(fs.readFileSync(junit, 'utf8'));
      ran += counts.tests;
      line = summaryLine(layer, counts, seconds) + (code === 0 ? '' : ` (exit ${code})`);
    } else line = `${layer}: no JUnit file was written (exit ${code}) after ${seconds.toFixed(1)} s`;
    fs.writeFileSync(paths.summary(layer), line + '\n');
    console.log(`\n${line}\n`);
    lines.push(line);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
  if (args.layers.length > 1) console.log(lines.join('\n'));
  if (failed) return failed;
  if (ran === 0 && (args.grep !== undefined || args.grepInvert !== undefined)) {
    console.error(`No e2e test matched --grep ${args.grep ?? ''} --grep-invert ${args.grepInvert ?? ''}.`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
