// The stack's layering rules in .dependency-cruiser.mjs fire: a small tree of services written for the purpose, one
// forbidden import at a time, cruised with the repository's own configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../src/shared/paths.ts';

// A path, not a specifier, so the type checker does not look for declarations of the .mjs config.
const configFile = path.join(repoRoot, '.dependency-cruiser.mjs');
const { default: config } = (await import(configFile)) as { default: IConfiguration };

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (path → imports) under a new folder and returns the rules they break. */
async function violations(files: Record<string, string[]>): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  roots.push(root);
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    // A target written `type:<path>` is imported for its types only.
    const lines = imports.map((target, index) => {
      const typeOnly = target.startsWith('type:');
      const relative = path.relative(path.dirname(file), typeOnly ? target.slice('type:'.length) : target);
      return `import ${typeOnly ? 'type ' : ''}{ x as x${index} } from '${relative}';`;
    });
    fs.writeFileSync(
      full,
      `${lines.map((line) => (line.includes("from '.") ? line : line.replace("from '", "from './"))).join('\n')}\nexport const x = 1;\n`,
    );
  }
  const result = await cruise(['stack'], {
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts'] },
    validate: true,
  });
  return (result.output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
}

const service = (name: string, part: string) => `stack/src/services/${name}/${part}`;

describe('stack layering rules (lint:deps)', () => {
  test("http → domain → infra, and a service through another one's index.ts, pass", async () => {
    expect(
      await violations({
        [service('a', 'http/routes.ts')]: [service('a', 'domain/rules.ts')],
        [service('a', 'domain/rules.ts')]: [service('a', 'infra/db.ts')],
        [service('a', 'infra/db.ts')]: [],
        [service('a', 'index.ts')]: [service('a', 'http/routes.ts'), service('b', 'index.ts')],
        [service('b', 'index.ts')]: [],
      }),
    ).toEqual([]);
  });

  test('domain → http fires', async () => {
    expect(
      await violations({
        [service('a', 'domain/rules.ts')]: [service('a', 'http/routes.ts')],
        [service('a', 'http/routes.ts')]: [],
      }),
    ).toEqual(['service-domain-knows-no-http']);
  });

  test('infra → domain and infra → http fire', async () => {
    expect(
      await violations({
        [service('a', 'infra/db.ts')]: [service('a', 'domain/rules.ts'), service('a', 'http/routes.ts')],
        [service('a', 'domain/rules.ts')]: [],
        [service('a', 'http/routes.ts')]: [],
      }),
    ).toEqual(['service-infra-knows-no-http-or-domain', 'service-infra-knows-no-http-or-domain']);
  });

  test("one service importing another's http/, domain/, infra/ or errors.ts fires", async () => {
    const found = await violations({
      [service('a', 'index.ts')]: [
        service('b', 'domain/rules.ts'),
        service('b', 'infra/db.ts'),
        service('b', 'http/routes.ts'),
        service('b', 'errors.ts'),
      ],
      [service('b', 'domain/rules.ts')]: [],
      [service('b', 'infra/db.ts')]: [],
      [service('b', 'http/routes.ts')]: [],
      [service('b', 'errors.ts')]: [],
    });
    expect(found).toEqual(Array(4).fill('service-knows-no-other-service-internals'));
  });

  test('shared/ importing a service fires', async () => {
    expect(
      await violations({
        'stack/src/shared/keys.ts': [service('a', 'index.ts')],
        [service('a', 'index.ts')]: [],
      }),
    ).toEqual(['stack-shared-knows-no-service']);
  });

  test("auth's domain importing even a type of auth's http/ fires; another service's type-only import does not", async () => {
    expect(
      await violations({
        [service('auth', 'domain/sessions.ts')]: [`type:${service('auth', 'http/request.ts')}`],
        [service('auth', 'http/request.ts')]: [],
        [service('a', 'domain/rules.ts')]: [`type:${service('a', 'http/routes.ts')}`],
        [service('a', 'http/routes.ts')]: [],
      }),
    ).toEqual(['auth-domain-knows-no-http-types']);
  });
});
