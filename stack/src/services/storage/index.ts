import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { jwtVerifier } from '../../shared/keys.ts';
import type { ServiceDefinition } from '../types.ts';
import { FileBackend } from './backend/file.ts';
import { applyConfigBuckets } from './config-buckets.ts';
import { createDatabase } from './database.ts';
import type { StorageDeps } from './domain/types.ts';
import { buildServer } from './http/server.ts';
import { UrlSigner } from './tokens.ts';

/** The Storage API (`/storage/v1`): metadata in Postgres under RLS, bytes in `.stack/storage`. */
export const storageService: ServiceDefinition = {
  name: 'storage',
  route: 'storage',
  enabled: (config) => config.storage.enabled,
  async start({ config, keys, paths, log, dbUrl }) {
    const db = createDatabase(dbUrl('authenticator'), dbUrl('supabase_storage_admin'));
    const backend = new FileBackend(path.join(paths.root, 'storage'));
    const deps: StorageDeps = {
      db,
      backend,
      signer: new UrlSigner(keys.jwtSecret),
      globalFileSizeLimit: config.storage.file_size_limit_bytes,
    };
    try {
      const committed = await db.asAdmin('storage.sweep', (query) =>
        query<{ bucket_id: string; name: string; version: string }>('select bucket_id, name, version from storage.objects'),
      );
      const live = new Set(committed.map((row) => `${row.bucket_id}\0${row.name}\0${row.version}`));
      const swept = await backend.sweep(({ bucket, key, version }) => live.has(`${bucket}\0${key}\0${version}`));
      if (swept.completed || swept.removed) log.info('swept files left by an interrupted run', swept);
      await applyConfigBuckets(config, deps, log);
    } catch (error) {
      await db.end();
      throw error;
    }
    const server = buildServer({ deps, imageTransformation: config.storage.image_transformation.enabled }, jwtVerifier(keys), log);
    await server.listen({ host: '127.0.0.1', port: 0 });
    const port = (server.server.address() as AddressInfo).port;
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
