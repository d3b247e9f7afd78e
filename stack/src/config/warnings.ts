/** What the CLI warns about but still loads: keys it does not know, and keys it renamed. */
import { formatKey, isTable, type KeyPath } from './context.ts';

/** Keys present in the file but dropped by the schema, i.e. keys the CLI would not know either. */
export function unknownKeys(raw: unknown, parsed: unknown, keyPath: PropertyKey[], out: KeyPath[]): void {
  if (isTable(raw) && isTable(parsed)) {
    for (const key of Object.keys(raw)) {
      if (!Object.hasOwn(parsed, key)) out.push([...keyPath, key]);
      else unknownKeys(raw[key], parsed[key], [...keyPath, key], out);
    }
  } else if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, index) => unknownKeys(item, parsed[index], [...keyPath, index], out));
  }
}

/**
 * Keys the Supabase CLI renamed. Both names are read; the deprecated one with a warning, as the CLI does while a name is
 * deprecated (CLI 3 refuses `[inbucket]` outright and warns about `enable_signup`, so a config meant for every CLI
 * version uses the current names). `internal` is the name the rest of the stack reads.
 */
const RENAMED_KEYS: readonly { deprecated: KeyPath; current: KeyPath; internal: KeyPath }[] = [
  { deprecated: ['inbucket'], current: ['local_smtp'], internal: ['local_smtp'] },
  { deprecated: ['auth', 'email', 'enable_signup'], current: ['auth', 'email', 'enabled'], internal: ['auth', 'email', 'enable_signup'] },
  { deprecated: ['auth', 'sms', 'enable_signup'], current: ['auth', 'sms', 'enabled'], internal: ['auth', 'sms', 'enable_signup'] },
];

export function renameDeprecated(
  raw: unknown,
  problems: { key: KeyPath; reason: string }[],
  warnings: { key: KeyPath; reason: string }[],
): unknown {
  for (const { deprecated, current, internal } of RENAMED_KEYS) {
    const parent = deprecated.slice(0, -1).reduce<unknown>((table, key) => (isTable(table) ? table[key as string] : undefined), raw);
    if (!isTable(parent)) continue;
    const [oldName, newName, internalName] = [deprecated, current, internal].map((key) => String(key.at(-1))) as [string, string, string];
    const hasOld = Object.hasOwn(parent, oldName);
    const hasNew = Object.hasOwn(parent, newName);
    if (hasOld && hasNew) {
      problems.push({ key: deprecated, reason: `is the old name of ${formatKey(current)}; keep only ${formatKey(current)}` });
      continue;
    }
    if (!hasOld && !hasNew) continue;
    const value = hasOld ? parent[oldName] : parent[newName];
    if (hasOld)
      warnings.push({
        key: deprecated,
        reason: `renamed to ${formatKey(current)} in the Supabase CLI (version 3 refuses or warns about the old name); use the new name`,
      });
    delete parent[oldName];
    delete parent[newName];
    parent[internalName] = value;
  }
  return raw;
}
