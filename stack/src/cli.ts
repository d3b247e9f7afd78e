// The local stack's command line: up | down | status [-o env|json] | reset | logs [service] | gen-types
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { Config } from './config.ts';
import { stackPaths, type StackPaths } from './shared/paths.ts';
import { isProcessAlive, waitForExit } from './shared/ports.ts';
import {
  runningState,
  readState,
  clearState,
  removeDatabase,
  resetLog,
  RESET_SIGNAL,
  type ServiceState,
  type StackState,
} from './state.ts';
// Services pull in their servers and drivers (fastify, sharp, pg, undici, …): each command loads only what it uses
// (stack/test/unit/cli-imports.test.ts), so `status` or `reset` starts in a tenth of the time. Even config.toml's
// checks (zod) and the keys (jose) load only when needed: `up` and `reset` start the supervisor's work first.
import type { Progress } from './supervisor.ts';
const supervisor = () => import('./supervisor.ts');
const statusModule = () => import('./status.ts');
const rest = () => import('./services/rest/index.ts');
const meta = () => import('./services/meta/index.ts');
import { fileLogger } from './shared/log.ts';

const USAGE = `Usage: stack <command> [options]

Commands:
  up                 start the local stack in the background; returns when every service is healthy
  down               stop it
  status [-o env|json]  show what runs where (env: the same names as "supabase status -o env")
  reset [--yes]      wipe the database, then start again with migrations and seed
  logs [service] [--tail N] [--follow]   show service logs (postgres, rest, gateway, supervisor)
  gen-types [--out FILE]  TypeScript types of the API schemas from the running database (like "supabase gen types typescript --local")

Options:
  --workdir DIR      project folder holding supabase/ (default: current folder, or SUPABASE_WORKDIR)
  -x, --exclude A,B  (up) leave services out, like "supabase start -x": mail, auth, storage, realtime, functions`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workdir: { type: 'string' },
    output: { type: 'string', short: 'o', default: 'pretty' },
    yes: { type: 'boolean', short: 'y', default: false },
    tail: { type: 'string', default: '100' },
    follow: { type: 'boolean', short: 'f', default: false },
    out: { type: 'string' },
    exclude: { type: 'string', short: 'x', default: '' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const workdir = path.resolve(options.workdir ?? process.env.SUPABASE_WORKDIR ?? process.cwd());
const [command, ...args] = positionals;

class CliError extends Error {}

let loaded: Promise<Config> | undefined;
/** config.toml, read and checked once per command. */
function config(): Promise<Config> {
  return (loaded ??= import('./config.ts').then(({ loadConfig }) => loadConfig({ workdir })));
}

/** What the Supabase CLI would warn about too, and the keys the local stack cannot act on. */
function printConfigNotes(cfg: Config): void {
  // Unknown keys, env() of unset variables, deprecated settings.
  for (const warning of cfg.warnings) console.error(`WARN: ${warning}`);
  // Keys `supabase start` would act on and the local stack cannot (README: "config.toml, key by key").
  for (const line of cfg.not_honoured) console.error(`NOT HONOURED: ${line}`);
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function printProgress(progress: Progress): void {
  console.log(`  ✔ ${progress.service.padEnd(9)} ready in ${formatSeconds(progress.ms)}${progress.detail ? ` (${progress.detail})` : ''}`);
  if (progress.warning) console.error(`WARN: ${progress.warning}`);
}

async function printStatusTable(cfg: Config, state: StackState): Promise<void> {
  const { statusValues, keysFor } = await statusModule();
  const values = statusValues(cfg, await keysFor(cfg));
  const running = (name: string) => state.services.some((service) => service.name === name);
  const rows: [string, string][] = [
    ['API URL', values.API_URL!],
    ['REST URL', values.REST_URL!],
    ['Functions URL', `${values.FUNCTIONS_URL!}${state.services.some((service) => service.name === 'functions') ? '' : ' (not running)'}`],
    ['DB URL', values.DB_URL!],
    ...(running('studio') ? ([['Studio URL', values.STUDIO_URL!]] as [string, string][]) : []),
    ...(running('mcp') ? ([['MCP URL', `${values.API_URL!}/mcp`]] as [string, string][]) : []),
    ['Publishable key', values.PUBLISHABLE_KEY!],
    ['Secret key', values.SECRET_KEY!],
    ['anon key', values.ANON_KEY!],
    ['service_role key', values.SERVICE_ROLE_KEY!],
  ];
  console.log(`Local stack is running (supervisor pid ${state.supervisorPid}, since ${state.startedAt}) for ${workdir}\n`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(17)} ${value}`);
  console.log(`  ${'Database files'.padEnd(17)} ${stackPaths(workdir).data}`);
  // `supabase start` runs PostgREST 14.x; what differs is listed in stack/src/services/rest/README.md.
  console.log(
    `  ${'PostgREST'.padEnd(17)} ${state.services.find((service) => service.name === 'rest')?.version ?? (await rest()).postgrestVersion()} (Supabase CLI: 14.x; differences in stack/src/services/rest/README.md)`,
  );
  console.log('\n  Services:');
  const started = (service: ServiceState) =>
    service.failed
      ? `did not start: ${service.failed}; see "stack logs ${service.name}"`
      : service.starting
        ? 'starting; requests wait for it'
        : `started in ${formatSeconds(service.startMs)}`;
  for (const service of state.services)
    console.log(
      `    ${service.name.padEnd(9)} ${service.url.replace(/:\/\/[^@]*@/, '://')}  (pid ${service.pid ?? '-'}, ${started(service)})`,
    );
}

/** Starts the supervisor as a detached background process and relays its progress until it is ready. */
async function up(): Promise<void> {
  const paths = stackPaths(workdir);
  const running = runningState(paths);
  // A reset in place under way (another terminal's): waited for, then the stack is reported as for any running one.
  if (running?.resetting) return resetInPlace(paths, running, { join: true });
  if (running) {
    const cfg = await config();
    printConfigNotes(cfg);
    console.log('Local stack is already running.');
    await printStatusTable(cfg, running);
    return;
  }
  fs.mkdirSync(paths.logs, { recursive: true });
  const out = fs.openSync(path.join(paths.logs, 'supervisor.out'), 'a');
  console.log(`Starting the local stack for ${workdir}`);
  const started = performance.now();
  // Validated by the daemon, which reports an unknown name like any other start-up error.
  const exclude = options.exclude.split(',').filter(Boolean);
  // Started from the bundle (stack/bin/stack.mjs): the bundled daemon, plain JavaScript; else the source with tsx.
  const bundledDaemon = process.env.STACK_DAEMON_ENTRY;
  const child = fork(bundledDaemon ?? path.join(import.meta.dirname, 'daemon.ts'), [workdir, exclude.join(',')], {
    detached: true,
    stdio: ['ignore', out, out, 'ipc'],
    execArgv: bundledDaemon ? [] : ['--import', import.meta.resolve('tsx')],
    cwd: workdir,
  });
  // config.toml is read here while the supervisor loads (which reads and checks it too, and reports what is wrong
  // with it as a failed start); what the supervisor reports is printed after the notes, in the order it came.
  const notes = config().then(printConfigNotes, () => undefined);
  // So is what the status table needs (the keys), so that nothing is left to load once the stack is ready.
  void statusModule().catch(() => undefined);
  const outcome = await new Promise<{ ok: boolean; message?: string }>((resolve) => {
    child.on('message', (message: { type: string } & Progress & { message?: string }) =>
      notes.then(() => {
        if (message.type === 'progress') printProgress(message);
        if (message.type === 'ready') resolve({ ok: true });
        if (message.type === 'failed') resolve({ ok: false, message: message.message });
      }),
    );
    child.on('exit', (code) =>
      notes.then(() =>
        resolve({ ok: false, message: `the supervisor exited (code ${code}); see ${path.join(paths.logs, 'supervisor.out')}` }),
      ),
    );
  });
  child.removeAllListeners();
  if (child.connected) child.disconnect();
  child.unref();
  if (!outcome.ok) throw new CliError(`Local stack did not start:\n${outcome.message}`);
  console.log(`Local stack started in ${formatSeconds(performance.now() - started)}.\n`);
  await printStatusTable(await config(), readState(paths)!);
}

async function down(paths: StackPaths = stackPaths(workdir)): Promise<boolean> {
  const state = readState(paths);
  if (!state || !isProcessAlive(state.supervisorPid)) {
    // The supervisor may have been killed; do not leave its Postgres and PostgREST behind.
    if (state) await (await supervisor()).stopLeftovers(state, fileLogger(paths.logs, 'supervisor'));
    clearState(paths);
    console.log('Local stack is not running.');
    return false;
  }
  process.kill(state.supervisorPid, 'SIGTERM');
  if (!(await waitForExit(state.supervisorPid, 30_000))) {
    process.kill(state.supervisorPid, 'SIGKILL');
    await waitForExit(state.supervisorPid, 5_000);
    await (await supervisor()).stopLeftovers(state, fileLogger(paths.logs, 'supervisor'));
    throw new CliError(`The supervisor (pid ${state.supervisorPid}) did not stop in 30 s and was killed; run "stack up" to recover.`);
  }
  console.log('Local stack stopped.');
  return true;
}

async function status(): Promise<void> {
  const cfg = await config();
  const paths = stackPaths(workdir);
  const state = runningState(paths);
  if (state?.resetting) throw new CliError(`The local stack for ${workdir} is being reset; ask again in a moment.`);
  if (!state?.ready) throw new CliError(`Local stack is not running for ${workdir}. Start it with "npm run stack:up".`);
  if (options.output === 'pretty') return printStatusTable(cfg, state);
  const { statusValues, keysFor, formatEnv, formatJson } = await statusModule();
  const values = statusValues(cfg, await keysFor(cfg));
  if (options.output === 'env') process.stdout.write(formatEnv(values));
  else if (options.output === 'json') process.stdout.write(formatJson(values));
  else throw new CliError(`Unsupported output format "${options.output}" (use env, json or pretty).`);
}

async function reset(): Promise<void> {
  const paths = stackPaths(workdir);
  if (!options.yes) {
    if (!process.stdin.isTTY) throw new CliError('stack reset deletes every row of the local database; pass --yes to confirm.');
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(`Delete the local database in ${paths.data} and start from migrations and seed? [y/N] `);
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log('Nothing was changed.');
      return;
    }
  }
  const running = runningState(paths);
  // A running stack resets in place (unless other services are asked for); otherwise: stop, delete, start. A reset
  // already under way (another terminal's) is joined: its supervisor ignores the signal and this follows its journal.
  if (running?.resetsInPlace && (running.ready || running.resetting) && !options.exclude) return resetInPlace(paths, running);
  // Checked before anything is deleted (a running supervisor checks it itself before a reset in place).
  await config();
  await down(paths);
  removeDatabase(paths);
  console.log(`Deleted ${paths.data}.`);
  await up();
}

/**
 * Has the running supervisor reset itself (RESET_SIGNAL), relaying its progress from its reset journal. With `join`,
 * no reset is asked for: the one under way is waited for (`stack up` during another terminal's reset).
 */
async function resetInPlace(paths: StackPaths, running: StackState, { join = false } = {}): Promise<void> {
  const journal = resetLog(paths);
  // Followed from its present end: a reset already under way (another terminal's) is the one this waits for.
  let offset = fs.existsSync(journal) ? fs.statSync(journal).size : 0;
  const started = performance.now();
  if (join) console.log(`The local stack for ${workdir} is being reset; waiting for it.`);
  else {
    console.log(`Resetting the local stack for ${workdir}: its database is deleted and made again.`);
    process.kill(running.supervisorPid, RESET_SIGNAL);
  }
  // Read while the supervisor resets: it reads and checks config.toml itself, and refuses a reset with a broken one.
  const [cfg] = await Promise.all([config().catch(() => undefined), statusModule().catch(() => undefined)]);
  for (const warning of cfg?.warnings ?? []) console.error(`WARN: ${warning}`);
  const finished = async (state: StackState) => {
    console.log(`Local stack reset in ${formatSeconds(performance.now() - started)}.\n`);
    return printStatusTable(cfg ?? (await config()), state);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    // Asked before the journal is read: a supervisor that was already gone has written all it will write.
    const alive = isProcessAlive(running.supervisorPid);
    // Joined just as the reset ended (its last line came before the offset was taken): the state says it is back.
    const settled = join ? readState(paths) : undefined;
    const unread = fs.existsSync(journal) ? fs.readFileSync(journal).subarray(offset) : Buffer.alloc(0);
    // Whole lines only: a line being written is read on the next turn.
    const complete = unread.lastIndexOf(0x0a) + 1;
    offset += complete;
    for (const line of unread.subarray(0, complete).toString('utf8').split('\n').filter(Boolean)) {
      const message = JSON.parse(line) as { type: string; message?: string } & Progress;
      if (message.type === 'progress') printProgress(message);
      if (message.type === 'failed') throw new CliError(`Local stack did not start again after the reset:\n${message.message}`);
      if (message.type === 'refused') throw new CliError(`Error: ${message.message}\nNothing was reset; the stack runs on.`);
      if (message.type === 'ready') return finished(readState(paths)!);
    }
    if (settled?.ready) return finished(settled);
    if (!alive) throw new CliError(`The supervisor ended during the reset; see ${path.join(paths.logs, 'supervisor.out')}.`);
    if (Date.now() > deadline) throw new CliError('The reset did not finish in 120 s; see "npm run stack:logs".');
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

async function logs(): Promise<void> {
  const paths = stackPaths(workdir);
  const service = args[0];
  const available = fs.existsSync(paths.logs)
    ? fs
        .readdirSync(paths.logs)
        .filter((file) => file.endsWith('.log'))
        .map((file) => file.slice(0, -4))
    : [];
  if (service && !available.includes(service))
    throw new CliError(`No log for "${service}". Available: ${available.join(', ') || 'none yet'}.`);
  const files = (service ? [service] : available).map((name) => path.join(paths.logs, `${name}.log`));
  const tail = Math.max(1, Number(options.tail) || 100);
  for (const file of files) {
    if (files.length > 1) console.log(`==> ${path.basename(file, '.log')} <==`);
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    for (const line of lines.slice(-tail)) console.log(line);
  }
  if (!options.follow) return;
  const offsets = new Map(files.map((file) => [file, fs.statSync(file).size]));
  setInterval(() => {
    for (const file of files) {
      const size = fs.statSync(file).size;
      const offset = offsets.get(file)!;
      if (size <= offset) continue;
      const fd = fs.openSync(file, 'r');
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      fs.closeSync(fd);
      offsets.set(file, size);
      process.stdout.write(buffer.toString('utf8'));
    }
  }, 300);
  await new Promise(() => undefined);
}

async function genTypes(): Promise<void> {
  const cfg = await config();
  if (!runningState(stackPaths(workdir))?.ready)
    throw new CliError(`Local stack is not running for ${workdir}. Start it with "npm run stack:up".`);
  const { statusValues, keysFor } = await statusModule();
  const values = statusValues(cfg, await keysFor(cfg));
  const { generateTypes, typegenSchemas } = await meta();
  const types = await generateTypes(values.DB_URL!, typegenSchemas(cfg));
  if (!options.out) return void process.stdout.write(types);
  // postgres-meta's output as it is (what the CLI prints), written atomically so a failure never leaves a half file.
  const out = path.resolve(options.out);
  const { writeFileAtomic } = await import('./shared/keys.ts');
  writeFileAtomic(out, types, 0o644);
  console.log(`Wrote ${path.relative(process.cwd(), out)}.`);
}

async function main(): Promise<void> {
  if (options.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case 'up':
      return up();
    case 'down':
      await down();
      return;
    case 'status':
      return status();
    case 'reset':
      return reset();
    case 'logs':
      return logs();
    case 'gen-types':
      return genTypes();
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

// `stack status | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main().catch((error: Error) => {
  console.error(error instanceof CliError ? error.message : `Error: ${error.message}`);
  process.exit(1);
});
