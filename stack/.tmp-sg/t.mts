import { SOCKET_PRELOAD_IMPORT } from '/work/wt/sec-gateway/stack/src/services/meta/infra/socket-preload.ts';
import { postgresMetaEntry } from '/work/wt/sec-gateway/stack/src/services/meta/infra/postgres-meta.ts';
import { spawn } from 'node:child_process';
import { Pool } from 'undici';
const sock = '/tmp/sg-meta-test.sock';
const child = spawn(process.execPath, ['--import', SOCKET_PRELOAD_IMPORT, postgresMetaEntry()], { env: { PATH: process.env.PATH, PG_META_HOST: '127.0.0.1', PG_META_PORT: '1', STACK_META_SOCKET: sock, PG_META_DB_URL: 'postgresql://x@127.0.0.1:1/x' }, stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 4000));
const pool = new Pool('http://localhost', { connect: { socketPath: sock } });
try { const r = await pool.request({ path: '/health', method: 'GET' }); console.log(r.statusCode, await r.body.text()); } catch (e) { console.log('ERR', e); }
child.kill(); await pool.destroy();
