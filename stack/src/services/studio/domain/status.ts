import type { Config } from '../../../config.ts';
import type { StackKeys } from '../../../shared/keys.ts';
import type { StackState } from '../../../state.ts';
import { formatEnv, statusValues } from '../../../status.ts';

export interface ServiceStatus {
  name: string;
  url: string;
  pid?: number;
  startMs: number;
  healthy: boolean;
}

export interface StudioStatus {
  startedAt: string | null;
  apiUrl: string;
  studioUrl: string;
  mailUrl: string | null;
  services: ServiceStatus[];
  /** The `status -o env` block, as `npm run stack:status -- -o env` prints it. */
  env: string;
}

/** What the Overview page shows: the supervisor's state, each service's health and the env block. */
export function studioStatus(config: Config, keys: StackKeys, state: StackState | undefined, healthy: ReadonlySet<string>): StudioStatus {
  const values = statusValues(config, keys);
  return {
    startedAt: state?.startedAt ?? null,
    apiUrl: values.API_URL!,
    studioUrl: `http://127.0.0.1:${config.studio.port}`,
    mailUrl: config.local_smtp.enabled ? `http://127.0.0.1:${config.local_smtp.port}` : null,
    services: (state?.services ?? []).map((service) => ({ ...service, healthy: healthy.has(service.name) })),
    env: formatEnv(values),
  };
}
