/** Arguments of `npm run db:*` (scripts/db.ts) turned into the Supabase CLI's. */
/** The CLI's arguments for `db:<command> <args>`; `localDbUrl` is asked for only when no target is named. */
export async function cliArgs(command: string, args: string[], localDbUrl: () => Promise<string>): Promise<string[]> {
  if (command === 'new') {
    const [name, ...rest] = args;
    if (!name || name.startsWith('-')) throw new Error('Name the migration: npm run db:new <name>, e.g. npm run db:new add_tags');
    return ['migration', 'new', name, ...rest];
  }
  if (command !== 'list' && command !== 'push') throw new Error(`Unknown command "${command}": use new, list or push.`);
  const rest: string[] = [];
  let target: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--db-url=(.*)$/.exec(arg);
    if (arg === '--db-url' || inline) {
      const url = inline ? inline[1] : args[++i];
      if (!url) throw new Error('--db-url needs a value: --db-url postgresql://user:password@host:port/database');
      if (target) throw new Error('Name one target: --db-url or --linked, not both.');
      target = `--remote=${url}`;
    } else if (arg === '--linked') {
      if (target) throw new Error('Name one target: --db-url or --linked, not both.');
      target = '--remote';
    } else rest.push(arg);
  }
  target ??= `--remote=${await localDbUrl()}`;
  return [...(command === 'list' ? ['migration', 'list'] : ['db', 'push']), target, ...rest];
}

/** The URL without its password, for the console. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a database URL that does not parse)';
  }
}
