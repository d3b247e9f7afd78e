/**
 * `npm run build`: the production build of the site in web/dist, every public route prerendered to
 * web/dist/<path>/index.html, plus web/dist/sitemap.xml and web/dist/robots.txt, with content from the local stack
 * (started for the build when it is not running, and stopped again afterwards).
 *
 *   npm run build [-- --workdir DIR] [--out DIR] [--no-prerender]
 *
 * Environment: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY name the backend the site is built for (default: the
 * local stack; a production build names the production API here and still takes its content from the local
 * stack); VITE_SITE_URL the public address for canonical URLs and the sitemap (default http://127.0.0.1:3000);
 * VITE_MIXPANEL_TOKEN, VITE_MIXPANEL_REPLAY as in web/src/lib/analytics.ts; CHROMIUM_PATH the browser.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../../stack/src/services/web/index.ts';
import { parseEnv } from '../../stack/src/status.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const cli = path.join(repoRoot, 'stack', 'src', 'cli.ts');

const { values: options } = parseArgs({
  options: {
    workdir: { type: 'string', default: process.env.SUPABASE_WORKDIR ?? repoRoot },
    out: { type: 'string', default: path.join(repoRoot, 'web', 'dist') },
    'no-prerender': { type: 'boolean', default: false },
  },
});

function stackCli(args: string[], inherit = false): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args, '--workdir', options.workdir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', inherit ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (inherit) process.stdout.write(chunk);
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  let startedStack = false;
  let status = await stackCli(['status', '-o', 'env']);
  if (status.code !== 0) {
    console.log('The local stack is not running; starting it for the build.');
    const up = await stackCli(['up'], true);
    if (up.code !== 0) throw new Error('The local stack did not start; see the messages above.');
    startedStack = true;
    status = await stackCli(['status', '-o', 'env']);
  }
  try {
    const stack = parseEnv(status.stdout);
    if (!stack.API_URL || !stack.ANON_KEY)
      throw new Error(`"stack status -o env" gave no API_URL/ANON_KEY:\n${status.stdout}${status.stderr}`);
    const env: Record<string, string> = {
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || stack.API_URL,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || stack.ANON_KEY,
    };
    const outDir = path.resolve(options.out);
    await buildSite(env, outDir, {
      prerender: !options['no-prerender'],
      contentApi: { url: stack.API_URL, anonKey: stack.ANON_KEY },
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Built ${path.relative(process.cwd(), outDir) || '.'} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    if (startedStack) await stackCli(['down'], true);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
