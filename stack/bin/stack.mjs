#!/usr/bin/env node
// The local stack's command line, started fast: stack/src is bundled once (esbuild) into stack/dist/<key>/ and run
// as plain JavaScript; the bundle is rebuilt when any source file changes (the key covers every file's path, size and
// modification time, the folder, and the Node and esbuild versions). `npm run stack:*` runs this file.
import module from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { build } from './bundle.mjs';

// Loading the CLI, and the supervisor with every service's packages, is mostly compiling JavaScript: Node keeps the
// compiled code between runs (Node >= 22.1; the supervisor, a child, inherits the folder through the environment).
// The folder is the checkout's own (stack/dist, ignored by git), not one in the shared temp folder that another user
// of the machine could have made first.
process.env.NODE_COMPILE_CACHE ??= path.join(import.meta.dirname, '..', 'dist', '.compile-cache');
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);

const { cli, daemon } = await build();
process.env.STACK_DAEMON_ENTRY = daemon;
await import(cli);
