import fc from 'fast-check';
import { stringify } from 'smol-toml';
import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig, parseDuration, parseSize } from '../../src/config.ts';

// Property tests of config.toml parsing (issue: a fuzz layer for config parsing): whatever a file holds, the parser
// answers with a Config or a ConfigError naming the problems, never with another exception; env() substitution
// is literal; sizes and durations parse or are refused, never misread.

const parse = (text: string, env: NodeJS.ProcessEnv = {}) => parseConfig(text, { file: 'supabase/config.toml', workdir: '/srv/app', env });

/** Either a Config or a ConfigError with at least one problem; anything else is a bug. */
function outcome(text: string, env: NodeJS.ProcessEnv = {}): 'ok' | 'refused' {
  try {
    parse(text, env);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.length).toBeGreaterThan(0);
    return 'refused';
  }
}

// Values of the shapes config.toml uses, some sensible, some not.
const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -100000, max: 100000 }),
  fc.boolean(),
  fc.constantFrom('env(PORT)', 'env(UNSET_VARIABLE)', '10MiB', '50MB', '1h', '0', '', '127.0.0.1', 'http://localhost:3000'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
const sections = [
  'api',
  'db',
  'db.seed',
  'db.migrations',
  'auth',
  'auth.email',
  'auth.mfa',
  'auth.rate_limit',
  'storage',
  'storage.buckets.b',
  'realtime',
  'inbucket',
  'local_smtp',
  'functions.f',
  'edge_runtime',
  'analytics',
  'studio',
];
const keys = [
  'enabled',
  'port',
  'schemas',
  'max_rows',
  'site_url',
  'jwt_expiry',
  'file_size_limit',
  'public',
  'allowed_mime_types',
  'sql_paths',
  'verify_jwt',
  'email_sent',
  'enable_signup',
  'major_version',
  'unknown_key',
];
const document = fc.dictionary(fc.constantFrom(...sections), fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 }), {
  maxKeys: 5,
});

/** A TOML document from nested sections such as "auth.email". */
function toToml(doc: Record<string, Record<string, unknown>>): string {
  const tree: Record<string, unknown> = {};
  for (const [section, entries] of Object.entries(doc)) {
    let node = tree;
    for (const part of section.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    Object.assign(node, entries);
  }
  return stringify(tree);
}

describe('config.toml parsing', () => {
  test('any document of config.toml keys and values gives a Config or a ConfigError, nothing else', () => {
    fc.assert(
      fc.property(document, (doc) => {
        outcome(toToml(doc), { PORT: '54321' });
      }),
      { numRuns: 300 },
    );
  });

  test('any text at all gives a Config or a ConfigError (invalid TOML included)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 })), (text) => {
        outcome(text);
      }),
      { numRuns: 300 },
    );
  });

  test('env(VAR) takes the variable literally, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((text) => !text.includes('\0')),
        (secret) => {
          const config = parse('[edge_runtime.secrets]\nTOKEN = "env(TOKEN)"\n', { TOKEN: secret });
          expect(config.edge_runtime.secrets.TOKEN).toBe(secret);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('sizes and durations', () => {
  test('a size in bytes or units reads back as the bytes it names (beyond 2^53 bytes: refused, never rounded)', () => {
    expect(parseSize(`${2 ** 43}MiB`)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 }),
        fc.constantFrom(['', 1], ['KiB', 1024], ['MiB', 1024 ** 2], ['GB', 1024 ** 3]),
        (amount, [unit, factor]) => {
          const text = `${amount}${unit as string}`;
          const bytes = amount * (factor as number);
          expect(parseSize(text)).toBe(Number.isSafeInteger(bytes) ? bytes : undefined);
        },
      ),
    );
  });

  test('sizes and durations never throw: anything else is undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), (input) => {
        const size = parseSize(input);
        const duration = parseDuration(input);
        if (size !== undefined) expect(Number.isSafeInteger(size) && size >= 0).toBe(true);
        if (duration !== undefined) expect(Number.isFinite(duration) && duration >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
