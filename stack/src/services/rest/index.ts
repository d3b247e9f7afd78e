import type { ServiceDefinition } from '../types.ts';
import { postgrestEnv } from './domain/settings.ts';
import { postgrestVersionAsync, startPostgrest } from './infra/postgrest.ts';

/** PostgREST behind `/rest/v1`, as the `authenticator` role, on a unix socket only the gateway uses (no TCP port). */
export const restService: ServiceDefinition = {
  name: 'rest',
  core: true,
  route: 'rest',
  enabled: () => true,
  async start({ config, keys, log }) {
    const settings = {
      dbPort: config.db.port,
      authenticatorPassword: 'postgres',
      schemas: config.api.schemas,
      extraSearchPath: config.api.extra_search_path,
      maxRows: config.api.max_rows,
      jwks: keys.postgrestJwks,
      jwtExpiry: config.auth.jwt_expiry,
    };
    const [rest, version] = await Promise.all([
      startPostgrest({ env: (socketPath) => postgrestEnv(settings, socketPath), log }),
      postgrestVersionAsync(),
    ]);
    return { socketPath: rest.socketPath, pid: rest.pid, version, stop: () => rest.stop() };
  },
};
export { postgrestVersion } from './infra/postgrest.ts';
