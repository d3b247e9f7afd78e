/** The keys `stack up` names because the local stack does not honour them (config/not-honoured.ts). */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';

const parse = (text: string) => parseConfig(text, { file: 'supabase/config.toml', workdir: '/srv/app', env: {} });
// graphql_public is left out of the schemas, so each case shows only its own line.
const BASE = '[api]\nschemas = ["public"]\n';

describe('keys the local stack names at start', () => {
  it('names nothing for the defaults', () => {
    expect(parse(BASE).not_honoured).toEqual([]);
  });

  it('never names auto_expose_new_tables: unset, true and false are all honoured (database.ts)', () => {
    for (const value of ['', 'auto_expose_new_tables = true\n', 'auto_expose_new_tables = false\n']) {
      expect(parse(`[api]\n${value}schemas = ["public"]\n`).not_honoured).toEqual([]);
    }
  });

  it('names /graphql/v1 while graphql_public is exposed (the CLI default)', () => {
    expect(parse('').not_honoured).toEqual([
      expect.stringContaining('pg_graphql cannot run in the local stack; /graphql/v1 answers as a project with pg_graphql disabled'),
    ]);
  });

  it.each([
    [
      '[db.pooler]\nenabled = true',
      '[db.pooler] enabled = true: the local stack has no connection pooler; connections go to Postgres directly',
    ],
    ['[db]\nmajor_version = 15', '[db] major_version = 15: the local stack runs Postgres 17'],
    ['[db.migrations]\nschema_paths = ["./schemas/*.sql"]', '[db.migrations] schema_paths: declarative schemas feed the CLI\'s "db diff"'],
    ['[db.network_restrictions]\nenabled = true', '[db.network_restrictions] enabled = true'],
    ['[db.ssl_enforcement]\nenabled = true', '[db.ssl_enforcement] enabled = true'],
    ['[api.tls]\nenabled = true', '[api.tls] enabled = true'],
    ['[auth.external.github]\nenabled = true\nclient_id = "id"\nsecret = "s"', '[auth.external.github] enabled = true'],
    [
      '[auth.sms.twilio]\nenabled = true\naccount_sid = "AC1"\nmessage_service_sid = "MG1"\nauth_token = "t"',
      '[auth.sms.twilio] enabled = true: the local stack never calls SMS providers',
    ],
    ['[auth.sms.vonage]\nenabled = true\nfrom = "x"\napi_key = "k"\napi_secret = "s"', '[auth.sms.vonage] enabled = true'],
    ['[auth.third_party.clerk]\nenabled = true\ndomain = "clerk.example.com"', '[auth.third_party.clerk] enabled = true'],
    ['[edge_runtime]\npolicy = "oneshot"', '[edge_runtime] policy = "oneshot"'],
    ['[edge_runtime]\ninspector_port = 9229', '[edge_runtime] inspector_port = 9229'],
    ['[edge_runtime]\ndeno_version = 1', '[edge_runtime] deno_version = 1: the local stack runs Deno 2 only'],
    ['[functions.hello]\nstatic_files = ["./functions/hello/*.html"]', '[functions.hello] static_files'],
  ])('names %j', (toml, line) => {
    const lines = parse(`${BASE}${toml}\n`).not_honoured;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it('stays quiet about [storage.s3_protocol] enabled = true: storage serves the S3 protocol', () => {
    expect(parse(`${BASE}[storage.s3_protocol]\nenabled = true\n`).not_honoured).toEqual([]);
  });

  it('stays quiet when those keys keep values that change nothing', () => {
    const toml = [
      BASE,
      '[db.pooler]\nenabled = false',
      '[db]\nmajor_version = 17',
      '[storage.s3_protocol]\nenabled = false',
      '[edge_runtime]\npolicy = "per_worker"\ninspector_port = 8083',
      '[auth.external.github]\nenabled = false',
      '[auth.sms.twilio]\nenabled = false',
      // Honoured keys: hooks, anonymous_users, [db.settings].
      '[auth.hook.custom_access_token]\nenabled = true\nuri = "pg-functions://postgres/public/hook"',
      '[auth.rate_limit]\nanonymous_users = 5',
      '[db.settings]\nwork_mem = "8MB"',
    ].join('\n');
    expect(parse(toml).not_honoured).toEqual([]);
  });
});
