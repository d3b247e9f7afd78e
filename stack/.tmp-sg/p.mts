import { SOCKET_PRELOAD_IMPORT } from '../src/services/meta/infra/socket-preload.ts';
console.log(SOCKET_PRELOAD_IMPORT);
