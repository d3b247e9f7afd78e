import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { repoRoot } from '../../src/shared/paths.ts';
import { denoBinary } from '../../src/services/functions/infra/workers.ts';
import { adminDbUrl, signUserToken, sql as sqlAt, type TestStack } from './stack.ts';

/**
 * Downloads the newsletter functions' npm imports once into a shared Deno cache and points the stacks started by
 * this test process at it (STACK_DENO_DIR), so a function boots in well under a second instead of fetching
 * supabase-js, nodemailer and marked on its first request.
 */
export function warmFunctionsCache(): void {
  const denoDir = path.join(os.tmpdir(), 'obrazy-newsletter-deno-cache');
  const functionsDir = path.join(repoRoot, 'supabase', 'functions');
  const entrypoints = fs
    .readdirSync(functionsDir)
    .filter((name) => name.startsWith('newsletter-'))
    .map((name) => path.join(functionsDir, name, 'index.ts'));
  execFileSync(denoBinary(), ['install', '--config', path.join(functionsDir, 'deno.json'), '--entrypoint', ...entrypoints], {
    cwd: functionsDir,
    env: { ...process.env, DENO_DIR: denoDir, NO_COLOR: '1' },
    stdio: 'pipe',
  });
  process.env.STACK_DENO_DIR = denoDir;
}

export interface TokenOptions {
  admin: boolean;
  aal: 'aal1' | 'aal2';
  sub?: string;
}

/** A user access token signed with the test stack's own key, as its auth service would issue it. */
export function userToken(stack: TestStack, options: TokenOptions): Promise<string> {
  return signUserToken(
    stack.workdir,
    {
      sub: options.sub ?? crypto.randomUUID(),
      aal: options.aal,
      email: 'redakcja@obrazy-ai.test',
      app_metadata: options.admin ? { role: 'admin' } : {},
    },
    600,
  );
}

/** Runs SQL as the database superuser, supabase_admin (test setup only). */
export function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(stack: TestStack, text: string, params: unknown[] = []): Promise<T[]> {
  return sqlAt<T>(adminDbUrl(stack.env.DB_URL!), text, params);
}

/** Process ids of this stack's Deno worker running the given function (found by its command line). */
export function functionPids(stack: TestStack, name: string): number[] {
  const entry = path.join(stack.workdir, 'supabase', 'functions', name, 'index.ts');
  const pids: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cmdline.includes(entry)) pids.push(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** Mailpit's raw list of messages matching a search, with Message-IDs (one request, no bodies). */
export async function searchSummaries(
  mailpitUrl: string,
  query: string,
): Promise<{ MessageID: string; To: { Address: string }[]; Subject: string }[]> {
  const url = `${mailpitUrl.replace(/\/+$/, '')}/api/v1/search?${new URLSearchParams({ query, limit: '5000' })}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { messages: { MessageID: string; To: { Address: string }[]; Subject: string }[] }).messages;
}
