import fs from 'node:fs';
import path from 'node:path';
import type { RunningService, ServiceContext } from '../../types.ts';
import { applyBootstrap, applyMigrations, applySeeds, bootstrapFiles, devSeedFiles, listMigrations, resolveSeedFiles } from './scripts.ts';
import { extensionFiles, extensionSourceFiles } from './extensions.ts';
import { rotateVaultKey } from './vault-key.ts';
import { revokeDefaultApiPrivileges } from './api-privileges.ts';
import { CLUSTER_FORMAT, INITDB_FLAGS, LEGACY_CLUSTER_WARNING, POSTGRES_MAJOR_VERSION, startPostgres } from '../infra/cluster.ts';
import { findTemplate, templateKey, templateRoot } from '../infra/template.ts';

/**
 * Starts the cluster, then the stack's bootstrap, `supabase/migrations` and, for a new database, the seeds; a new
 * database is copied from the template of the same inputs when there is one, and made whole or not at all.
 */
export async function startDatabase({ config, paths, log, onProcess }: ServiceContext): Promise<RunningService> {
  // What a new database is made from, in the order it runs; the same inputs give the same template.
  const seedFiles = config.db.seed.enabled ? await resolveSeedFiles(config.supabaseDir, config.db.seed.sql_paths) : [];
  const allSeedFiles = config.db.seed.enabled ? [...seedFiles, ...devSeedFiles(config.supabaseDir, seedFiles)] : [];
  const templates = templateRoot();
  const key = templates
    ? templateKey({
        cluster: [POSTGRES_MAJOR_VERSION, `cluster-format=${CLUSTER_FORMAT}`, ...INITDB_FLAGS],
        files: [
          ...bootstrapFiles(),
          ...extensionSourceFiles(),
          ...(config.db.migrations.enabled
            ? listMigrations(path.join(config.supabaseDir, 'migrations')).map((migration) => migration.file)
            : []),
          ...allSeedFiles,
        ],
        settings: [
          `migrations=${config.db.migrations.enabled}`,
          `seed=${config.db.seed.enabled}`,
          `auto-expose-new-tables=${config.api.auto_expose_new_tables !== false}`,
          ...allSeedFiles.map((file) => path.relative(config.workdir, file)),
        ],
      })
    : null;
  const postgres = await startPostgres({
    dataDir: paths.data,
    port: config.db.port,
    log,
    extensionFiles: extensionFiles(),
    template: templates && key ? findTemplate(templates, key) : null,
    onRestarted: onProcess,
    settings: config.db.settings,
  });
  onProcess(postgres.pid());
  let stopped = false;
  try {
    // The bootstrap runs as the superuser; migrations and seeds as `postgres`, which is not one (as under `supabase start`).
    let client = await postgres.client();
    try {
      let bootstrapped: number[];
      let migrations: Awaited<ReturnType<typeof applyMigrations>>;
      let seeded: string[] = [];
      try {
        bootstrapped = await applyBootstrap(client);
        // A copy of a template already holds it (the setting is part of the template's key).
        if (postgres.fresh && config.api.auto_expose_new_tables === false) await revokeDefaultApiPrivileges(client);
        // A copy of a template has the template's Vault key: each cluster gets its own.
        if (postgres.fromTemplate) await rotateVaultKey(client);
        const asPostgres = await postgres.clientAs('postgres');
        try {
          // As the CLI: [db.migrations] enabled = false leaves supabase/migrations alone (the schema comes from elsewhere).
          migrations = config.db.migrations.enabled ? await applyMigrations(asPostgres, config.supabaseDir) : [];
          if (postgres.fresh && config.db.seed.enabled) seeded = await applySeeds(asPostgres, config.supabaseDir, allSeedFiles);
        } finally {
          await asPostgres.end();
        }
      } catch (error) {
        // A new database is made whole or not at all: without this, the next start would find a cluster, skip the
        // seed and run on a half-made database.
        if (postgres.fresh || postgres.fromTemplate) {
          await client.end().catch(() => undefined);
          await postgres.stop();
          stopped = true;
          fs.rmSync(paths.data, { recursive: true, force: true });
          throw new Error(
            `${(error as Error).message}\nThe new database was removed, so the next start creates it again from the migrations and seeds.`,
            { cause: error },
          );
        }
        throw error;
      }
      // The first database made from these inputs becomes their template (a failure here only costs speed later).
      if (postgres.fresh && templates && key) {
        await client.end();
        try {
          await postgres.saveAsTemplate(templates, key);
        } catch (error) {
          log.info('could not save the database template', { error: (error as Error).message });
        }
        // Saving restarted Postgres: the state names the new postmaster (stack down, takeovers and tests use it).
        onProcess(postgres.pid());
        client = await postgres.client();
      }
      const detail = [
        postgres.fresh ? 'new database' : undefined,
        postgres.fromTemplate ? 'new database from the template of these migrations and seeds' : undefined,
        !postgres.fresh && bootstrapped.length ? `stack schema upgraded to version ${bootstrapped.at(-1)}` : undefined,
        migrations.length ? `${migrations.length} migration(s) applied` : undefined,
        seeded.length ? `seeded from ${seeded.join(', ')}` : undefined,
      ].filter(Boolean);
      return {
        port: config.db.port,
        url: postgres.url,
        pid: postgres.pid(),
        detail: detail.join('; ') || undefined,
        ...(postgres.fromTemplate ? { phases: { 'copy from template': postgres.templateCopyMs } } : {}),
        ...(postgres.legacy ? { warning: LEGACY_CLUSTER_WARNING } : {}),
        stop: () => postgres.stop(),
        discard: () => postgres.discard(),
      };
    } finally {
      await client.end();
    }
  } catch (error) {
    if (!stopped) await postgres.stop();
    throw error;
  }
}
