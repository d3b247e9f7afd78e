/**
 * Loaded into postgres-meta's process (`node --import <data: URL>`): its two servers (the API on PG_META_PORT, the
 * metrics app on the next port) listen on the unix sockets (named pipes on Windows) STACK_META_SOCKET and
 * `<STACK_META_SOCKET>.admin` instead of TCP ports, so no web page and no other local user can reach them; only our
 * guarded relay (http/relay.ts) reaches the API. Plain JavaScript: it runs before postgres-meta, outside our bundle.
 */
const PRELOAD = `
import net from 'node:net';
import fs from 'node:fs';
const socket = process.env.STACK_META_SOCKET;
if (socket) {
  const listen = net.Server.prototype.listen;
  let bound = 0;
  net.Server.prototype.listen = function (options, ...rest) {
    if (options === null || typeof options !== 'object' || !('port' in options)) return listen.call(this, options, ...rest);
    const { port: _port, host: _host, ...others } = options;
    const path = bound++ === 0 ? socket : socket + '.admin';
    if (process.platform !== 'win32') fs.rmSync(path, { force: true });
    return listen.call(this, { ...others, path }, ...rest);
  };
}
`;

/** The `--import` argument that makes postgres-meta listen on its sockets. */
export const SOCKET_PRELOAD_IMPORT = `data:text/javascript,${encodeURIComponent(PRELOAD)}`;
