import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

// web/scripts/serve.ts as the site image runs it (docker/web/Dockerfile): with an API that does not answer yet, the
// site answers at once with the app shell and its /icons endpoint, and keeps trying to prerender.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-serve-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('answers with the app shell and /icons while the API is not up, and says it will prerender again', async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app shell</title>');
  const closedPort = await freePort();
  const port = await freePort();
  let output = '';
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), '--dir', dir, '--port', String(port), '--refresh-seconds', '5'],
    {
      env: {
        ...process.env,
        SUPABASE_URL: 'https://api.obrazy.example.pl',
        SUPABASE_ANON_KEY: 'anon-key',
        SITE_URL: 'https://obrazy.example.pl',
        SITE_CONTENT_API_URL: `http://127.0.0.1:${closedPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!output.includes('Serving') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(output).toContain(`on http://127.0.0.1:${port}`);

  const page = await fetch(`http://127.0.0.1:${port}/slownik-ai/prompt`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('app shell');
  expect(fs.existsSync(path.join(dir, '200.html'))).toBe(true);
  const icons = await fetch(`http://127.0.0.1:${port}/icons/lucide.json?icons=house`);
  expect(icons.status).toBe(200);
  expect(((await icons.json()) as { prefix: string }).prefix).toBe('lucide');

  while (!output.includes('prerendering failed') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(output).toMatch(/prerendering failed \(the app shell answers meanwhile; again in 5 s\)/);
  expect(child.exitCode).toBeNull();
}, 40_000);
