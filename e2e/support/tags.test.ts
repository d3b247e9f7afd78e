import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { collectTests, tagProblems } from './tag-check.ts';
import { AREA_TAGS, tagsOf } from './tags.ts';

const e2eDir = path.join(import.meta.dirname, '..');
const suiteFiles = ['api', 'browser'].flatMap((layer) =>
  fs
    .readdirSync(path.join(e2eDir, layer))
    .filter((name) => /\.(test|spec)\.ts$/.test(name))
    .map((name) => `${layer}/${name}`),
);

describe('e2e tags', () => {
  test('every e2e test names an area, every tag is known, and @smoke covers each area', () => {
    const tests = suiteFiles.flatMap((file) => collectTests(`e2e/${file}`, fs.readFileSync(path.join(e2eDir, file), 'utf8')));
    expect(tests.length).toBeGreaterThan(100);
    const problems = tagProblems(tests);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  test('titles are read with their describe blocks, template titles and Playwright tag details', () => {
    const tests = collectTests(
      'x.spec.ts',
      `
      describe('outer @auth', () => {
        test('first', async () => {});
        test.describe('inner', { tag: '@mfa' }, () => {
          it(\`\${name} second @smoke\`, async () => {});
        });
      });
      describe.skipIf(true)('skipped @storage', () => { test('third', () => {}); });
      test.skip(!process.env.X, 'a reason, not a test');
      test.beforeAll('setup @auth', async () => {});
      test('fourth', { tag: ['@admin', '@smoke'] }, async ({ page }) => { await test.step('a step', async () => {}); });
      `,
    );
    expect(tests.map(({ title, line }) => [title, line])).toEqual([
      ['outer @auth first', 3],
      ['outer @auth inner @mfa ${name} second @smoke', 5],
      ['skipped @storage third', 8],
      ['fourth @admin @smoke', 11],
    ]);
  });

  test('a test without an area, or with an unknown tag, is reported with the tags that exist', () => {
    const problems = tagProblems([
      { file: 'a.spec.ts', line: 3, title: 'no tag at all' },
      { file: 'b.spec.ts', line: 7, title: 'typo @atuh @auth' },
    ]);
    expect(problems[0]).toMatch(/^a\.spec\.ts:3 "no tag at all" names no area.*@auth \(.*@newsletter.*@smoke/);
    expect(problems[1]).toMatch(/^b\.spec\.ts:7 .* unknown tag\(s\) @atuh/);
    expect(problems.filter((problem) => problem.startsWith('No @smoke'))).toHaveLength(Object.keys(AREA_TAGS).length);
    expect(tagsOf('a@b.pl stays an address @auth @smoke')).toEqual(['@auth', '@smoke']);
  });
});
