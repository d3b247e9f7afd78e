import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli, startTestStack, type TestStack } from '../support/stack.ts';
import { repoRoot } from '../../src/shared/paths.ts';

const committed = path.join(repoRoot, 'web', 'src', 'lib', 'database.types.ts');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    files: {
      'migrations/29990101000000_typegen_fixture.sql': `
        create type public.typegen_mood as enum ('radosny', 'zły');
        create table public.typegen_comments (
          id bigint generated always as identity primary key,
          post_id uuid not null references public.posts (id),
          mood public.typegen_mood,
          score numeric default 0,
          meta jsonb,
          shout text generated always as (upper(coalesce(meta ->> 'krzyk', ''))) stored
        );
        create view public.typegen_comment_view as select id, mood from public.typegen_comments;
        create function public.typegen_add(a int, b int default 1) returns int language sql as $$ select a + b $$;
        create function public.typegen_add(a text) returns text language sql as $$ select a $$;
        create function public.typegen_rows(p_min int) returns table (id bigint, mood public.typegen_mood)
          language sql as $$ select id, mood from public.typegen_comments where id >= p_min $$;
      `,
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

/** What `npm run gen:types` writes for a stack: the stack CLI's gen-types into a file. */
async function genTypes(workdir: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
  const out = path.join(dir, 'database.types.ts');
  try {
    const result = await runCli(workdir, ['gen-types', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    return fs.readFileSync(out, 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * postgres-meta's typegen started here by hand with the environment `supabase gen types typescript --local` gives its
 * container (supabase/cli apps/cli-go/internal/gen/types/types.go), independent of the stack's own code.
 */
function postgresMetaTypegen(dbUrl: string): string {
  const require = createRequire(import.meta.url);
  const entry = path.join(path.dirname(require.resolve('@supabase/postgres-meta/package.json')), 'dist', 'server', 'server.js');
  const result = spawnSync(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      PG_META_DB_URL: dbUrl,
      PG_CONN_TIMEOUT_SECS: '15',
      PG_QUERY_TIMEOUT_SECS: '15',
      PG_META_GENERATE_TYPES: 'typescript',
      // The CLI's default: "public" and then [api] schemas (config.toml: public, graphql_public), duplicates removed.
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public,graphql_public',
      PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
    },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test("gen:types writes exactly what postgres-meta's typegen prints, fixture types included, and it compiles", async () => {
  const written = await genTypes(stack.workdir);
  expect(written).toBe(postgresMetaTypegen(stack.env.DB_URL!));
  expect(written).toContain('typegen_mood: "radosny" | "zły"');
  expect(written).toMatch(/typegen_comment_view: \{\s+Row: \{/);
  expect(written).toContain('typegen_add:');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
  fs.writeFileSync(path.join(dir, 'database.types.ts'), written);
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  expect(() =>
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck', path.join(dir, 'database.types.ts')], { stdio: 'pipe' }),
  ).not.toThrow();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('web/src/lib/database.types.ts matches the migrations (run "npm run gen:types" after changing them)', async () => {
  const fresh = await stack.down().then(() => startTestStack());
  try {
    expect(fs.readFileSync(committed, 'utf8')).toBe(await genTypes(fresh.workdir));
  } finally {
    await fresh.dispose();
  }
});
