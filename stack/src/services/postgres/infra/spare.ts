// A spare database: a copy of the template made in the background while the stack runs, beside the cluster, so that
// `stack reset` renames it into place instead of copying ~50 MB while every service waits (the copy was most of a
// reset's time). It is made again after each use; one whose template is not the one a reset needs is not used.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The folder of the spare of the cluster `dataDir`: `data/` (the copy) and `template` (the template it copies). */
export const spareDir = (dataDir: string): string => `${dataDir}.spare`;

/**
 * Moves the spare into place as `dataDir` when it is a finished copy of `templateData`; false when there is none
 * (the caller copies the template). `dataDir` must not exist.
 */
export function takeSpare(templateData: string, dataDir: string): boolean {
  const spare = spareDir(dataDir);
  try {
    if (fs.readFileSync(path.join(spare, 'template'), 'utf8') !== templateData) return false;
    fs.renameSync(path.join(spare, 'data'), dataDir);
  } catch {
    return false;
  } finally {
    // Used or stale, it goes; a new one is made once the cluster runs.
    fs.rmSync(spare, { recursive: true, force: true });
  }
  return true;
}

export interface SparePreparation {
  /** Stops a copy under way and removes what it wrote (the stack is stopping). */
  cancel(): Promise<void>;
}

/**
 * Copies `templateData` into the spare of `dataDir` after `delayMs` (so it does not compete with the services that
 * are still starting), into a staging folder renamed when complete: a spare is whole or absent.
 */
export function prepareSpare(templateData: string, dataDir: string, delayMs: number): SparePreparation {
  const spare = spareDir(dataDir);
  const staging = `${spare}.making-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  let cancelled = false;
  let copying: ReturnType<typeof spawn> | undefined;
  let finished: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    finished = new Promise<void>((resolve) => {
      try {
        if (fs.readFileSync(path.join(spare, 'template'), 'utf8') === templateData) return resolve();
      } catch {
        // none yet
      }
      fs.rmSync(spare, { recursive: true, force: true });
      fs.mkdirSync(staging, { recursive: true, mode: 0o755 });
      // `cp -a` keeps owners and modes: as root the cluster belongs to `postgres`, as the template does.
      copying = spawn('cp', ['-a', '--', templateData, path.join(staging, 'data')], { stdio: 'ignore' });
      copying.once('error', () => resolve());
      copying.once('exit', (code) => {
        try {
          if (code === 0 && !cancelled) {
            fs.writeFileSync(path.join(staging, 'template'), templateData);
            fs.renameSync(staging, spare);
          }
        } catch {
          // another stack's spare won the rename, or the folder went away: no spare this time
        } finally {
          fs.rmSync(staging, { recursive: true, force: true });
          resolve();
        }
      });
    });
  }, delayMs);
  timer.unref();
  return {
    async cancel() {
      cancelled = true;
      clearTimeout(timer);
      copying?.kill('SIGKILL');
      await finished;
      fs.rmSync(staging, { recursive: true, force: true });
    },
  };
}
