/**
 * Migrations through the real Supabase CLI (the pinned `supabase` devDependency), without Docker:
 *
 *   db:new <name>                          supabase migration new <name>: an empty supabase/migrations/<timestamp>_<name>.sql
 *   db:list [--db-url URL | --linked]      supabase migration list: which migrations the database has applied
 *   db:push [--db-url URL | --linked] [--dry-run] [--include-seed]   supabase db push: apply the pending ones
 *
 * Without --db-url or --linked, list and push target the running local stack (its DB_URL from `stack status -o env`),
 * because the CLI's own default, `--local`, needs the Docker containers of `supabase start`. `--linked` is the project
 * linked with `supabase link`. Other flags go to the CLI unchanged.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from '../stack/src/status.ts';
import { cliArgs, redact } from './lib/db-args.ts';
import { repoRoot, stackCli } from './lib/stack.ts';

const supabaseBin = path.join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'supabase.cmd' : 'supabase');

async function localStackDbUrl(): Promise<string> {
  const status = await stackCli(['status', '-o', 'env'], repoRoot);
  const url = status.code === 0 ? parseEnv(status.stdout).DB_URL : undefined;
  if (!url) {
    throw new Error(
      'The local stack is not running. Start it with "npm run stack:up", or name the database: --db-url postgresql://… (or --linked).',
    );
  }
  return url;
}

async function main(): Promise<void> {
  const [command = '', ...args] = process.argv.slice(2);
  const cli = await cliArgs(command, args, localStackDbUrl);
  const target = cli.find((arg) => arg.startsWith('--remote'));
  if (target) console.error(`supabase ${cli[0]} ${cli[1]} → ${target === '--remote' ? 'the linked project' : redact(target.slice(9))}`);
  const child = spawn(supabaseBin, [...cli, '--workdir', repoRoot], { stdio: 'inherit', cwd: repoRoot });
  child.on('error', (error) => {
    console.error(`Could not run the Supabase CLI (${supabaseBin}): ${error.message}. Run "npm install" first.`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
