// npm run bench:storage — upload and download throughput of a 50 MB object through the gateway, and list latency
// over 5,000 objects in one prefix, all through supabase-js as the site uses it.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { createTestWorkdir, runCli } from '../test/support/stack.ts';
import { testClient } from '../test/support/clients.ts';
import { parseEnv } from '../src/status.ts';

const SIZE = 50 * 1024 * 1024;
const OBJECTS = 5000;
const LISTS = 50;

const workdir = await createTestWorkdir({
  config: (config) => {
    config.storage = { ...(config.storage as object), file_size_limit: '100MiB' };
  },
});
try {
  const up = await runCli(workdir, ['up', '-x', 'auth,realtime,functions']);
  if (up.code !== 0) throw new Error(up.stdout + up.stderr);
  const env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  const client = testClient(env.API_URL!, env.SERVICE_ROLE_KEY!);
  const bucket = 'bench';
  const created = await client.storage.createBucket(bucket, { public: false, fileSizeLimit: '100MB' });
  if (created.error) throw created.error;

  const payload = crypto.randomBytes(SIZE);
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let round = 0; round < 3; round++) {
    let since = performance.now();
    const upload = await client.storage.from(bucket).upload(`duze/plik-${round}.bin`, payload, { contentType: 'application/octet-stream' });
    if (upload.error) throw upload.error;
    uploads.push(SIZE / 1024 / 1024 / ((performance.now() - since) / 1000));
    since = performance.now();
    const download = await client.storage.from(bucket).download(`duze/plik-${round}.bin`);
    if (download.error) throw download.error;
    const bytes = Buffer.from(await download.data.arrayBuffer());
    downloads.push(SIZE / 1024 / 1024 / ((performance.now() - since) / 1000));
    if (!bytes.equals(payload)) throw new Error('the downloaded bytes differ from the upload');
  }

  // 5,000 small objects in one prefix, uploaded 16 at a time.
  const names = Array.from({ length: OBJECTS }, (_, i) => `lista/obiekt-${String(i).padStart(5, '0')}.txt`);
  for (let i = 0; i < names.length; i += 16) {
    const results = await Promise.all(
      names.slice(i, i + 16).map((name) => client.storage.from(bucket).upload(name, Buffer.from(name), { contentType: 'text/plain' })),
    );
    const failed = results.find((result) => result.error);
    if (failed?.error) throw failed.error;
  }
  const latencies: number[] = [];
  for (let i = 0; i < LISTS; i++) {
    const since = performance.now();
    const listed = await client.storage
      .from(bucket)
      .list('lista', { limit: 100, offset: (i * 97) % (OBJECTS - 100), sortBy: { column: 'name', order: 'asc' } });
    latencies.push(performance.now() - since);
    if (listed.error || listed.data.length !== 100) throw listed.error ?? new Error(`listed ${listed.data.length} objects`);
  }
  latencies.sort((a, b) => a - b);
  const best = (values: number[]) => Math.max(...values).toFixed(0);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);

  console.log('\nbench:storage (through the gateway with supabase-js; targets from issue [stack-storage])');
  console.log(
    `  upload 50 MB:   median ${median(uploads)} MB/s, best ${best(uploads)} MB/s over ${uploads.length} runs   target ≥ 150 MB/s`,
  );
  console.log(
    `  download 50 MB: median ${median(downloads)} MB/s, best ${best(downloads)} MB/s over ${downloads.length} runs   target ≥ 150 MB/s`,
  );
  console.log(
    `  list 100 of ${OBJECTS} objects in one prefix: p50 ${latencies[Math.floor(LISTS / 2)]!.toFixed(1)} ms, p99 ${latencies[LISTS - 1]!.toFixed(1)} ms   target p50 ≤ 30 ms`,
  );
} finally {
  await runCli(workdir, ['down']);
  fs.rmSync(workdir, { recursive: true, force: true });
}
