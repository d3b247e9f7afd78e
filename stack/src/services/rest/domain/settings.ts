/** How the stack runs PostgREST: from `[db]`, `[api]` and `[auth]` of config.toml and the project's keys. */
export interface RestSettings {
  dbPort: number;
  /** Password of the `authenticator` role (the bootstrap sets Supabase's local default). */
  authenticatorPassword: string;
  schemas: readonly string[];
  extraSearchPath: readonly string[];
  maxRows: number;
  /** JWKS JSON with the HS256 secret and the public signing keys (already validated). */
  jwks: string;
  jwtExpiry: number;
}

/** PostgREST's environment, configured the way Supabase configures it (only what it reads: none of our secrets). */
export function postgrestEnv(settings: RestSettings, socketPath: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(settings.authenticatorPassword)}@127.0.0.1:${settings.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: settings.schemas.join(','),
    PGRST_DB_EXTRA_SEARCH_PATH: settings.extraSearchPath.join(','),
    PGRST_DB_MAX_ROWS: String(settings.maxRows),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: settings.jwks,
    PGRST_APP_SETTINGS_JWT_EXP: String(settings.jwtExpiry),
    // A unix socket in a private folder, not a TCP port: only the gateway (and the stack's ready check) reach it, so
    // no web page, rebound name or other local user does. No admin server: it would need a TCP port.
    PGRST_SERVER_UNIX_SOCKET: socketPath,
    PGRST_SERVER_UNIX_SOCKET_MODE: '600',
    PGRST_LOG_LEVEL: 'error',
  };
}
