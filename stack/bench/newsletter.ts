// npm run bench:newsletter [-- --subscribers N] [--concurrency C] [--kill-after K]
// Sends one issue to N confirmed subscribers (default 1,000) through newsletter-send into the stack's inbox, calling
// it as `npm run newsletter:resume` does, and prints mails/s, the time until the issue is sent (100 %) and how many
// mails reached the inbox. With --kill-after K the functions runtime is SIGKILLed after K mails and the send resumed,
// which also prints the time to resume.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { functionPids, warmFunctionsCache } from '../test/support/newsletter.ts';
import { parseEnv } from '../src/status.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    'kill-after': { type: 'string' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const CONCURRENCY = Number(values.concurrency);
const KILL_AFTER = values['kill-after'] === undefined ? undefined : Number(values['kill-after']);
for (const [name, value, max] of [
  ['--subscribers', SUBSCRIBERS, 100_000],
  ['--concurrency', CONCURRENCY, 100],
  ['--kill-after', KILL_AFTER ?? 1, SUBSCRIBERS - 1],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number between 1 and ${max}.`);
    process.exit(2);
  }
}
const LEASE_SECONDS = 2;

interface SendAnswer {
  status: string;
  total: number;
  sent: number;
  failed: number;
  remaining: number;
  done: boolean;
  retryAfterSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

warmFunctionsCache();
const workdir = await createTestWorkdir({
  files: {
    'functions/.env': [
      `NEWSLETTER_SEND_CONCURRENCY=${CONCURRENCY}`,
      `NEWSLETTER_CLAIM_LEASE_SECONDS=${LEASE_SECONDS}`,
      'NEWSLETTER_FROM="Obrazy AI <newsletter@obrazy-ai.test>"',
      '',
    ].join('\n'),
  },
});

let dbClient: pg.Client | undefined;
try {
  const up = await runCli(workdir, ['up', '-x', 'auth,storage,realtime']);
  if (up.code !== 0) throw new Error(up.stdout + up.stderr);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  const stack = { workdir, env, up: async () => up, down: () => runCli(workdir, ['down']), dispose: async () => {} };

  const db = new pg.Client({ connectionString: env.DB_URL });
  dbClient = db;
  await db.connect();
  const domain = 'bench-newsletter.test';
  await db.query(
    `insert into public.newsletter_subscribers (email, status, consent_source, consent_at, confirmed_at)
     select 'czytelnik' || n || '@' || $1, 'confirmed', 'bench', now(), now() from generate_series(1, $2::int) n`,
    [domain, SUBSCRIBERS],
  );
  const {
    rows: [issue],
  } = await db.query<{ id: string }>(`insert into public.newsletter_issues (subject, body_md) values ('Pomiar wysyłki', $1) returning id`, [
    '# Nowości w generatorach obrazów\n\nMidjourney, Flux i Ideogram: co się zmieniło w tym tygodniu. **Zażółć gęślą jaźń.**',
  ]);
  const issueId = issue!.id;

  const call = async (): Promise<SendAnswer> => {
    const response = await fetch(`${env.FUNCTIONS_URL}/newsletter-send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ issueId }),
    });
    if (!response.ok) throw new Error(`newsletter-send answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as SendAnswer;
  };
  const sentSoFar = async () =>
    (
      await db.query<{ n: number }>("select count(*)::int as n from public.newsletter_deliveries where issue_id = $1 and status = 'sent'", [
        issueId,
      ])
    ).rows[0]!.n;

  // Boot the function first (Deno start-up is not sending).
  await fetch(`${env.FUNCTIONS_URL}/newsletter-send`, { method: 'OPTIONS' });

  // The inbox keeps only its newest 1,000 messages (as Mailpit keeps its newest 500), so count arrivals while they
  // come: every message id seen, and per address.
  const seen = new Map<string, string>();
  const pollInbox = async () => {
    const url = `${env.MAILPIT_URL}/api/v1/search?${new URLSearchParams({ query: `to:@${domain}`, limit: '1000' })}`;
    const list = (await (await fetch(url)).json()) as { messages: { ID: string; To: { Address: string }[] }[] };
    for (const message of list.messages) seen.set(message.ID, message.To[0]?.Address ?? '');
  };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await pollInbox().catch(() => {});
      // ~200 mails arrive in 2 s at the usual rate: far fewer than the 1,000 the inbox keeps.
      await sleep(2000);
    }
  })();

  const started = performance.now();
  let killedAt: number | undefined;
  let sentBeforeKill = 0;
  if (KILL_AFTER !== undefined) {
    const first = call().catch(() => undefined);
    while ((sentBeforeKill = await sentSoFar()) < KILL_AFTER) await sleep(5);
    for (const pid of functionPids(stack, 'newsletter-send')) process.kill(pid, 'SIGKILL');
    killedAt = performance.now();
    await first;
  }
  const resumeStarted = performance.now();
  let answer: SendAnswer | undefined;
  let calls = 0;
  while (!answer?.done) {
    if (answer?.retryAfterSeconds) await sleep(500);
    answer = await call();
    calls++;
  }
  const finished = performance.now();

  const seconds = (finished - started) / 1000;
  // A last look once everything is sent, then stop polling.
  await sleep(500);
  polling = false;
  await poller;
  await pollInbox();
  const addresses = new Set(seen.values()).size;
  const received = seen.size;

  console.log(`bench:newsletter — ${SUBSCRIBERS} confirmed subscribers, concurrency ${CONCURRENCY}`);
  console.log(`  sent ${answer.sent} / ${answer.total}, failed ${answer.failed}, in ${calls} call(s) after the start`);
  console.log(`  time to 100 %:        ${seconds.toFixed(2)} s`);
  console.log(
    `  throughput:           ${(answer.sent / seconds).toFixed(0)} mails/s (whole run${killedAt ? ', kill and lease included' : ''})`,
  );
  if (killedAt !== undefined) {
    console.log(`  killed after:         ${sentBeforeKill} mails (${((killedAt - started) / 1000).toFixed(2)} s)`);
    console.log(`  resume to 100 %:      ${((finished - resumeStarted) / 1000).toFixed(2)} s (claim lease ${LEASE_SECONDS} s)`);
  }
  console.log(
    `  inbox received:       ${received} mails for ${addresses} of ${SUBSCRIBERS} addresses (duplicates: ${received - addresses})`,
  );
} finally {
  await dbClient?.end().catch(() => {});
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
}
