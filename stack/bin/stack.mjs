#!/usr/bin/env node
// The local stack's command line, started fast: stack/src is bundled once (esbuild) into stack/dist/<key>/ and run
// as plain JavaScript; the bundle is rebuilt when any source file changes (the key covers every file's path, size and
// modification time, the folder, and the Node and esbuild versions). `npm run stack:*` runs this file.
import process from 'node:process';
import { build } from './bundle.mjs';

const { cli, daemon } = await build();
process.env.STACK_DAEMON_ENTRY = daemon;
await import(cli);
