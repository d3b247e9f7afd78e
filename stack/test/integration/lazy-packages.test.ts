import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// The supervisor loads what only some requests use (sharp, the MCP SDK, WebAuthn, nodemailer, …) with the first such
// request, not before its services can start (issue #43: loading is most of a warm `stack up`). Seen where it cannot
// be faked: the native libraries in the supervisor's memory map, which sharp opens when it is imported.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'functions', 'realtime'] });
});

afterAll(async () => {
  await stack?.dispose();
});

function supervisorMaps(): string {
  const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as { supervisorPid: number };
  return fs.readFileSync(`/proc/${state.supervisorPid}/maps`, 'utf8');
}

const SHARP = /sharp-[a-z0-9-]+\.node|libvips/;

test.skipIf(process.platform !== 'linux')(
  'sharp (libvips) loads with the first image transformation, not when the stack starts',
  async () => {
    expect(supervisorMaps()).not.toMatch(SHARP);
    // A seeded object of the public `media` bucket ([storage.buckets.media] objects_path), resized.
    const response = await fetch(`${stack.env.API_URL}/storage/v1/render/image/public/media/autorzy/anna-wisniewska.webp?width=16`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(supervisorMaps()).toMatch(SHARP);
  },
);
