// Cluster templates: a stopped copy of a database right after its bootstrap, migrations and seeds, keyed by a hash
// of everything that made it. A new database (first start, `stack reset`, every test stack) whose inputs are the
// same is a copy of the template instead of initdb + migrations + seeds: well under a second instead of several.
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runningAsRoot, systemStateDir } from '../../../shared/paths.ts';
import { takeSpare } from './spare.ts';

const run = promisify(execFile);

/** Bumped when what a template holds changes shape, so old templates are never used. */
const TEMPLATE_FORMAT = '1';
/** Templates kept per machine; the least recently used go first. */
const KEEP_TEMPLATES = 4;

/**
 * Where templates live: STACK_TEMPLATE_DIR, else beside the clusters of private project folders when running as
 * root (owned by `postgres`, as the clusters are), else the user's cache folder. STACK_TEMPLATES=off: none.
 */
export function templateRoot(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.STACK_TEMPLATES === 'off') return null;
  if (env.STACK_TEMPLATE_DIR) return path.resolve(env.STACK_TEMPLATE_DIR);
  if (runningAsRoot()) return path.join(systemStateDir(), 'templates');
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'obrazy-ai-stack', 'templates');
}

export interface TemplateInputs {
  /** Postgres major version and initdb flags. */
  cluster: string[];
  /** The stack's bootstrap SQL files, migrations and seed files, in the order they run. */
  files: string[];
  /** Settings that change what runs (migrations on or off, …). */
  settings: string[];
}

/** A hash of what the database was made from: file names relative to their folder, contents, versions, settings. */
export function templateKey(inputs: TemplateInputs): string {
  const hash = crypto.createHash('sha256');
  const field = (value: string | Buffer) =>
    hash
      .update(String(Buffer.byteLength(value)))
      .update(':')
      .update(value);
  field(TEMPLATE_FORMAT);
  for (const value of inputs.cluster) field(value);
  for (const value of inputs.settings) field(value);
  for (const file of inputs.files) {
    field(path.basename(file));
    field(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** The data folder of a finished template, or null when there is none for this key. */
export function findTemplate(root: string, key: string): string | null {
  const data = path.join(root, key, 'data');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) return null;
  try {
    // Used now: the pruning below keeps the templates in use.
    const now = new Date();
    fs.utimesSync(path.join(root, key), now, now);
  } catch {
    // A template folder we may read but not touch (shared, read-only) is still a template.
  }
  return data;
}

/** Copies a stopped cluster with owners, modes and times (`cp -a`), into a folder that must not exist yet. */
async function copyCluster(from: string, to: string): Promise<void> {
  await run('cp', ['-a', '--', from, to]);
}

/**
 * Puts a copy of the template where the cluster belongs: copied beside it first, then renamed into place, so an
 * interrupted copy never looks like a cluster.
 */
export async function restoreTemplate(templateData: string, dataDir: string): Promise<void> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir); // absent or empty, as inspectDataDir decided
  if (takeSpare(templateData, dataDir)) return;
  const staging = `${dataDir}.restoring-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    await copyCluster(templateData, staging);
    fs.renameSync(staging, dataDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Saves a stopped cluster as the template of `key` (copy, then rename: other stacks see it complete or not at
 * all; when two save the same key at once, the first one stays). Older templates beyond the few kept are removed.
 */
export async function saveTemplate(root: string, key: string, dataDir: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  const target = path.join(root, key);
  if (fs.existsSync(target)) return;
  const staging = path.join(root, `.${key}.saving-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.mkdirSync(staging, { mode: 0o755 });
    await copyCluster(dataDir, path.join(staging, 'data'));
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      if (!fs.existsSync(target)) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  pruneTemplates(root);
}

function pruneTemplates(root: string): void {
  const templates = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ dir: path.join(root, entry.name), used: fs.statSync(path.join(root, entry.name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of templates.slice(KEEP_TEMPLATES)) fs.rmSync(old.dir, { recursive: true, force: true });
}
