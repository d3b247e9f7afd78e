import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../../shared/keys.ts';

/**
 * postgres-meta's CRYPTO_KEY for this install, kept with the stack's keys (`.stack/keys/pg_meta_crypto_key`, mode
 * 600) and made on first use. Without it postgres-meta falls back to the public `SAMPLE_KEY`, with which anyone can
 * forge an `x-connection-encrypted` header naming any role. Returns the file, which postgres-meta reads itself
 * (CRYPTO_KEY_FILE): the key is never in an environment or a log.
 */
export function cryptoKeyFile(keysDir: string): string {
  const file = path.join(keysDir, 'pg_meta_crypto_key');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current.length < 32) writeFileAtomic(file, crypto.randomBytes(32).toString('base64url'));
  return file;
}
