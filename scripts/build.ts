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
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../web/scripts/site.ts';
import { ensureStack, repoRoot } from './lib/stack.ts';

const { values: options } = parseArgs({
  options: {
    workdir: { type: 'string', default: process.env.SUPABASE_WORKDIR ?? repoRoot },
    out: { type: 'string', default: path.join(repoRoot, 'web', 'dist') },
    'no-prerender': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const started = performance.now();
  const stack = await ensureStack(path.resolve(options.workdir), ['functions']);
  try {
    const env: Record<string, string> = {
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || stack.env.API_URL!,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || stack.env.ANON_KEY!,
    };
    const outDir = path.resolve(options.out);
    await buildSite(env, outDir, {
      prerender: !options['no-prerender'],
      contentApi: { url: stack.env.API_URL!, anonKey: stack.env.ANON_KEY! },
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Built ${path.relative(process.cwd(), outDir) || '.'} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await stack.release();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
