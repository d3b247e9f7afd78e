import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as prettier from 'prettier';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { generateTypes } from '../../src/typegen/index.ts';
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

test("tables, enums, views, relationships and overloads come out in the CLI's shape and compile", async () => {
  const types = await generateTypes(stack.env.DB_URL!, ['public']);
  expect(types).toContain("typegen_mood: 'radosny' | 'zły';");
  expect(types).toMatch(
    /typegen_comments: \{\s+Row: \{ id: number; meta: Json \| null; mood: Database\['public'\]\['Enums'\]\['typegen_mood'\] \| null; post_id: string; score: number \| null; shout: string \| null \};/,
  );
  // Identity-always and generated columns can never be written; defaults make a column optional.
  expect(types).toMatch(
    /Insert: \{ id\?: never; meta\?: Json \| null; mood\?: [^;]+; post_id: string; score\?: number \| null; shout\?: never \};/,
  );
  expect(types).toContain(
    "foreignKeyName: 'typegen_comments_post_id_fkey'; columns: ['post_id']; isOneToOne: false; referencedRelation: 'posts'; referencedColumns: ['id']",
  );
  expect(types).toMatch(/typegen_comment_view: \{\s+Row: \{ id: number \| null; mood: [^}]+\};/);
  expect(types).toContain('typegen_add: { Args: { a: number; b?: number } | { a: string }; Returns: number | string };');
  // RETURNS TABLE: rows of the table's columns, and its columns are no arguments.
  expect(types).toContain(
    "typegen_rows: { Args: { p_min: number }; Returns: { id: number; mood: Database['public']['Enums']['typegen_mood'] }[] };",
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
  fs.writeFileSync(path.join(dir, 'database.types.ts'), types);
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  expect(() =>
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck', path.join(dir, 'database.types.ts')], { stdio: 'pipe' }),
  ).not.toThrow();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('web/src/lib/database.types.ts matches the migrations (run "npm run gen:types" after changing them)', async () => {
  const config = (await prettier.resolveConfig(committed)) ?? {};
  const fresh = await stack.down().then(() => startTestStack());
  try {
    const generated = await prettier.format(await generateTypes(fresh.env.DB_URL!, ['graphql_public', 'public']), {
      ...config,
      filepath: committed,
    });
    expect(fs.readFileSync(committed, 'utf8')).toBe(generated);
  } finally {
    await fresh.dispose();
  }
});
