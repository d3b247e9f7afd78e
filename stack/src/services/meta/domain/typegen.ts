import type { Config } from '../../../config.ts';
import { runTypegen } from '../infra/postgres-meta.ts';

/** The schemas `supabase gen types typescript --local` includes by default: `public` first, then `[api] schemas`. */
export function typegenSchemas(config: Pick<Config, 'api'>): string[] {
  return [...new Set(['public', ...config.api.schemas])];
}

/**
 * The TypeScript types of a database exactly as `supabase gen types typescript --local` prints them: postgres-meta's
 * own generator, run with the CLI's settings (one-to-one relationships detected, as for every PostgREST after v9).
 */
export function generateTypes(dbUrl: string, schemas: readonly string[]): Promise<string> {
  return runTypegen({ dbUrl, schemas, detectOneToOne: true });
}
