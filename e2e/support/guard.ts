import fs from 'node:fs';
import path from 'node:path';
import { chooseSource, destructivePolicy, parseDotenv, TEST_ENVIRONMENT_MARK, type DestructivePolicy } from './env.ts';

/**
 * May @destructive tests run against the backend this environment names? Reads the mark from an E2E_ENV_FILE too.
 * Light on purpose (no stack code): every e2e test file and the Playwright config load it.
 */
export function currentDestructivePolicy(processEnv: NodeJS.ProcessEnv = process.env): DestructivePolicy {
  const source = chooseSource(processEnv);
  let fileEnv: Record<string, string> = {};
  if (source.kind === 'file') {
    try {
      // `supabase status -o env` lines are dotenv lines (NAME="value").
      const { [TEST_ENVIRONMENT_MARK]: mark } = parseDotenv(fs.readFileSync(path.resolve(source.path), 'utf8'));
      if (mark !== undefined) fileEnv = { [TEST_ENVIRONMENT_MARK]: mark };
    } catch {
      // An unreadable file is reported by startBackend; unmarked meanwhile.
    }
  }
  return destructivePolicy(source, processEnv, fileEnv);
}
