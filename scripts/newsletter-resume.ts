// npm run newsletter:resume — finishes every newsletter issue left in "sending" (a killed send, a closed browser)
// by calling newsletter-send as the service role until nothing remains, as the admin page's „Wznów wysyłkę” does.
import pg from 'pg';
import { loadConfig } from '../stack/src/config.ts';
import { keysFor, statusValues } from '../stack/src/status.ts';
import { runningState } from '../stack/src/state.ts';
import { stackPaths } from '../stack/src/shared/paths.ts';

interface SendProgress {
  total?: number;
  sent?: number;
  failed?: number;
  remaining: number;
  done: boolean;
  retryAfterSeconds?: number;
}

const workdir = process.env.SUPABASE_WORKDIR ?? process.cwd();
const config = loadConfig({ workdir });
if (!runningState(stackPaths(workdir))?.ready) {
  console.error('Local stack is not running. Start it with "npm run stack:up".');
  process.exit(1);
}
const env = statusValues(config, await keysFor(config));
const db = new pg.Client({ connectionString: env.DB_URL });
await db.connect();
const { rows } = await db.query<{ id: string; subject: string }>(
  "select id, subject from public.newsletter_issues where status = 'sending' order by created_at",
);
await db.end();
if (rows.length === 0) console.log('Nothing to resume: no issue is being sent.');

for (const issue of rows) {
  console.log(`Resuming "${issue.subject}" (${issue.id})`);
  for (;;) {
    const response = await fetch(`${env.FUNCTIONS_URL}/newsletter-send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ issueId: issue.id }),
    });
    if (!response.ok) throw new Error(`newsletter-send answered ${response.status}: ${await response.text()}`);
    const progress = (await response.json()) as SendProgress;
    console.log(
      `  sent ${progress.sent ?? '?'} / ${progress.total ?? '?'}, failed ${progress.failed ?? 0}, remaining ${progress.remaining}`,
    );
    if (progress.done) break;
    if (progress.retryAfterSeconds) await new Promise((resolve) => setTimeout(resolve, progress.retryAfterSeconds! * 1000));
  }
}
