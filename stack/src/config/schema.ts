/**
 * The whole config.toml schema: keys and defaults of the CLI's config template (defaults apply when a key is absent).
 * Each section lives in sections/<name>.ts, its defaults written beside its keys; defaults that depend on other keys
 * are in resolve.ts.
 */
import type { z } from 'zod';
import { loose, record, string, table } from './fields.ts';
import { analyticsSchema } from './sections/analytics.ts';
import { apiSchema } from './sections/api.ts';
import { authSchema } from './sections/auth.ts';
import { dbSchema } from './sections/db.ts';
import { edgeRuntimeSchema } from './sections/edge-runtime.ts';
import { experimentalSchema } from './sections/experimental.ts';
import { functionSchema } from './sections/functions.ts';
import { localSmtpSchema } from './sections/local-smtp.ts';
import { realtimeSchema } from './sections/realtime.ts';
import { storageSchema } from './sections/storage.ts';
import { studioSchema } from './sections/studio.ts';

export const configSchema = table({
  project_id: string().optional(),
  api: apiSchema,
  db: dbSchema,
  realtime: realtimeSchema,
  studio: studioSchema,
  local_smtp: localSmtpSchema,
  storage: storageSchema,
  auth: authSchema,
  edge_runtime: edgeRuntimeSchema,
  functions: record(functionSchema).default(() => ({})),
  analytics: analyticsSchema,
  experimental: experimentalSchema,
  // Per-branch overrides for linked remote projects; validated, never applied locally.
  remotes: record(loose({ project_id: string().optional() })).optional(),
});

export type ParsedToml = z.output<typeof configSchema>;
