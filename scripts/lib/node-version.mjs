// The Node version check of `npm start` and `npm test`: plain JavaScript, so it runs (and warns) on any Node.
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * One warning line when `version` (e.g. process.versions.node) is older than the `>=` minimum of `engines` (package.json's
 * engines.node, e.g. ">=22"); undefined when it is new enough or `engines` names no `>=` minimum. A warning, not a
 * refusal: supabase-js itself only warns on an older Node.
 * @param {string} version
 * @param {string | undefined} engines
 * @param {string} [recommended] the version .nvmrc names
 * @returns {string | undefined}
 */
export function nodeVersionWarning(version, engines, recommended) {
  const minimum = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(engines ?? '');
  const running = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!minimum || !running) return undefined;
  const wanted = [1, 2, 3].map((index) => Number(minimum[index] ?? 0));
  const have = [1, 2, 3].map((index) => Number(running[index]));
  const older = wanted.findIndex((part, index) => part !== have[index]);
  if (older === -1 || have[older] > wanted[older]) return undefined;
  const needed = minimum.slice(1).filter(Boolean).join('.');
  return `⚠ This project needs Node ${needed} or newer${recommended ? ` (.nvmrc names ${recommended})` : ''}; this is Node ${version.replace(/^v/, '')}, on which some parts may fail. Update Node (nvm install).`;
}

/** Prints the warning for the running Node, if any, on stderr. */
export function warnOnOldNode() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const nvmrc = fs.existsSync(path.join(repoRoot, '.nvmrc')) ? fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim() : undefined;
  const warning = nodeVersionWarning(process.versions.node, pkg.engines?.node, nvmrc);
  if (warning) console.warn(warning);
}
