/* global Deno */
// Deno entry for one edge function: runs the function module and exits when the supervisor's end of stdin
// closes, so no function outlives a stack that was stopped or killed.
import { pathToFileURL } from 'node:url';

const entrypoint = Deno.args[0];
(async () => {
  const buffer = new Uint8Array(64);
  while ((await Deno.stdin.read(buffer)) !== null);
  Deno.exit(0);
})();
await import(pathToFileURL(entrypoint).href);
