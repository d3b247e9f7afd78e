import fs from 'node:fs';
import path from 'node:path';
import { jwtVerifier } from '../../shared/keys.ts';
import type { ServiceDefinition } from '../types.ts';
import { FileBackend } from './infra/backend/file.ts';
import { applyConfigBuckets, seedObjects } from './domain/config-buckets.ts';
import { createDatabase } from './infra/database.ts';
import type { StorageDeps } from './domain/types.ts';
import { buildServer, listenOnLoopback } from './http/server.ts';
import { UrlSigner } from './domain/signed-url-tokens.ts';
import { s3Settings } from './http/s3.ts';

/** The Storage API (`/storage/v1`): metadata in Postgres under RLS, bytes in `.stack/storage`. */
export const storageService: ServiceDefinition = {
  name: 'storage',
  route: 'storage',
  enabled: (config) => config.storage.enabled,
  async start({ config, keys, paths, log, dbUrl, internalToken }) {
    const db = createDatabase(dbUrl('authenticator'), dbUrl('supabase_storage_admin'));
    const backend = new FileBackend(path.join(paths.root, 'storage'));
    const deps: StorageDeps = {
      db,
      backend,
      signer: new UrlSigner(keys.jwtSecret),
      globalFileSizeLimit: config.storage.file_size_limit_bytes,
    };
    // The HTTP server (routes, schemas) is compiled while the database work below waits on Postgres and the disk.
    const server = buildServer(
      {
        deps,
        imageTransformation: config.storage.image_transformation.enabled,
        resumableDir: path.join(paths.root, 'storage-resumable'),
        s3: config.storage.s3_protocol.enabled ? s3Settings(keys.anonKey, paths.root) : undefined,
      },
      jwtVerifier(keys),
      log,
    );
    const compiled = Promise.resolve(server.ready());
    try {
      const committed = await db.asAdmin('storage.sweep', (query) =>
        query<{ bucket_id: string; name: string; version: string }>('select bucket_id, name, version from storage.objects'),
      );
      const live = new Set(committed.map((row) => `${row.bucket_id}\0${row.name}\0${row.version}`));
      const withRows = new Set(committed.map((row) => `${row.bucket_id}\0${row.name}`));
      // After a database reset the seed files' bytes are still here with no rows: kept and registered again below
      // rather than deleted and written anew (one version per key; changed bytes are written as new).
      const seeds = seedObjects(config, log);
      const kept = new Map<string, string>();
      const swept = await backend.sweep(({ bucket, key, version }, bytes) => {
        if (live.has(`${bucket}\0${key}\0${version}`)) return true;
        const id = `${bucket}\0${key}`;
        const seed = seeds.get(id);
        if (!seed || withRows.has(id) || kept.has(id) || !bytes().equals(fs.readFileSync(seed.file))) return false;
        kept.set(id, version);
        return true;
      });
      if (swept.completed || swept.removed) log.info('swept files left by an interrupted run', swept);
      await applyConfigBuckets(config, deps, log, seeds, kept);
      await compiled;
    } catch (error) {
      await compiled.catch(() => undefined);
      await server.close();
      await db.end();
      throw error;
    }
    const port = await listenOnLoopback(server, internalToken);
    log.info('listening', { port });
    return {
      port,
      async stop() {
        await server.close();
        await db.end();
      },
    };
  },
};
