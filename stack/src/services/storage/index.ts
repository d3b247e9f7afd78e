import path from 'node:path';
import { jwtVerifier } from '../../shared/keys.ts';
import type { ServiceDefinition } from '../types.ts';
import { FileBackend } from './infra/backend/file.ts';
import { prepareStorageDatabase } from './domain/config-buckets.ts';
import { createDatabase } from './infra/database.ts';
import type { StorageDeps } from './domain/types.ts';
import { buildServer, listenOnLoopback } from './http/server.ts';
import { UrlSigner } from './domain/signed-url-tokens.ts';
import { s3Settings } from './http/context.ts';

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
    // What a start writes into the database; a reset in place asks for it again on the new one.
    const prepareDatabase = () => prepareStorageDatabase(config, deps, log);
    const compiled = Promise.resolve(server.ready());
    try {
      await prepareDatabase();
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
      // The server and its routes stay; the pools reconnect on their next query.
      databaseReplaced: prepareDatabase,
      async stop() {
        await server.close();
        await db.end();
      },
    };
  },
};
