// The import rules of .dependency-cruiser.mjs fire: each forbidden import, written into a small tree of files laid out
// like the repository, is reported under its rule's name, and the allowed ones are not.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
// The repository's own rules and options, as `npm run lint:deps` reads them.
const options = await extractDepcruiseOptions(resolve(import.meta.dirname, '../.dependency-cruiser.mjs'));

/** Writes `from` as a module importing `to` (both paths from the repository root). */
function importing(from: string, to: string) {
  for (const file of [from, to]) mkdirSync(join(root, dirname(file)), { recursive: true });
  let specifier = relative(dirname(from), to).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  writeFileSync(join(root, from), `import { value } from '${specifier}';\nexport const used = value;\n`);
  writeFileSync(join(root, to), 'export const value = 1;\n');
}

/** The rules an import from `from` to `to` breaks. */
async function brokenRules(from: string, to: string): Promise<string[]> {
  rmSync(join(root, 'stack'), { recursive: true, force: true });
  rmSync(join(root, 'web'), { recursive: true, force: true });
  mkdirSync(join(root, 'stack'), { recursive: true });
  mkdirSync(join(root, 'web'), { recursive: true });
  importing(from, to);
  const result = await cruise(['stack', 'web'], { ...options, baseDir: root });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered with text');
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

beforeAll(() => mkdirSync(root, { recursive: true }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test.each([
  ['web/src/features/account/a.tsx', 'web/src/features/auth/b.ts', 'feature-knows-no-other-feature'],
  ['web/src/features/admin-ranking/components/a.tsx', 'web/src/features/admin/b.tsx', 'feature-knows-no-other-feature'],
  ['web/src/layouts/default-layout.tsx', 'web/src/features/newsletter/components/b.tsx', 'layout-knows-no-feature'],
  ['web/src/features/admin-newsletter/components/a.tsx', 'web/src/layouts/newsletter-layout.tsx', 'feature-knows-no-layout-or-route'],
  ['web/src/features/glossary/a.ts', 'web/src/routes/_default/b.tsx', 'feature-knows-no-layout-or-route'],
  ['web/src/components/a.tsx', 'web/src/features/auth/b.ts', 'shared-knows-no-page-part'],
  ['web/src/lib/a.ts', 'web/src/layouts/b.tsx', 'shared-knows-no-page-part'],
  ['web/src/lib/a.ts', 'stack/src/shared/b.ts', 'site-knows-no-stack'],
  ['stack/src/services/auth/a.ts', 'web/src/lib/b.ts', 'stack-knows-no-site'],
  ['web/src/features/auth/components/a.tsx', 'web/src/lib/supabase.ts', 'components-call-no-client'],
  ['web/src/components/admin/a.tsx', 'web/src/lib/supabase.ts', 'components-call-no-client'],
  ['web/src/layouts/admin-layout.tsx', 'web/src/lib/supabase.ts', 'components-call-no-client'],
  ['stack/src/supervisor.ts', 'stack/src/services/gateway/http/routes.ts', 'gateway-http-is-the-gateways'],
])('%s → %s breaks %s', async (from, to, rule) => {
  expect(await brokenRules(from, to)).toEqual([rule]);
});

test.each([
  ['web/src/routes/_default/a.tsx', 'web/src/features/glossary/b.tsx'],
  ['web/src/routes/_default.tsx', 'web/src/layouts/default-layout.tsx'],
  ['web/src/features/glossary/components/a.tsx', 'web/src/features/glossary/api.ts'],
  ['web/src/features/glossary/a.tsx', 'web/src/components/admin/b.tsx'],
  ['web/src/layouts/a.tsx', 'web/src/components/auth/b.tsx'],
  ['web/src/components/auth/a.tsx', 'web/src/lib/auth/b.ts'],
  ['web/src/features/auth/api.ts', 'web/src/lib/supabase.ts'],
  ['stack/src/services/gateway/index.ts', 'stack/src/services/gateway/http/routes.ts'],
])('%s → %s is allowed', async (from, to) => {
  expect(await brokenRules(from, to)).toEqual([]);
});
