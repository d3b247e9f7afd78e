/**
 * pg_net, supabase_vault and pg_cron as real extensions of this Postgres: a control file and one install script each,
 * written into the server's extension directory (infra/extension-files.ts). The scripts are SQL only (no library to
 * load): the SQL surface the bootstrap files define, run by `create extension`, with the stack's workers (net, cron)
 * doing what the extensions' background workers do.
 *
 * Each script first adopts what an older cluster already has in the extension's schema (made by bootstrap files
 * 008, 009 and 011 before these were extensions), so `create extension` then finds its own objects and the
 * definitions below only replace them; on a database without the schema it creates everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootstrapDir } from './scripts.ts';

export interface ExtensionDefinition {
  name: string;
  version: string;
  comment: string;
  /** The schema the script fills (adopted when it exists already). */
  schema: string;
  /** SQL files, in order: bootstrap files by name, or files of ./extensions/. */
  sources: string[];
}

export const extensionSourceDir = path.join(import.meta.dirname, 'extensions');

/** Versions and comments as `pg_available_extensions` shows them on the Supabase image. */
export const EXTENSIONS: readonly ExtensionDefinition[] = [
  { name: 'pg_net', version: '0.20.0', comment: 'Async HTTP', schema: 'net', sources: ['bootstrap/008_net.sql'] },
  {
    name: 'supabase_vault',
    version: '0.3.1',
    comment: 'Supabase Vault Extension',
    schema: 'vault',
    sources: ['bootstrap/009_vault.sql', 'extensions/supabase_vault_key_rotation.sql'],
  },
  {
    name: 'pg_cron',
    version: '1.6',
    comment: 'Job scheduler for PostgreSQL',
    schema: 'cron',
    sources: ['bootstrap/011_cron.sql', 'extensions/pg_cron_job_guard.sql'],
  },
];

function sourcePath(source: string): string {
  return source.startsWith('bootstrap/')
    ? path.join(bootstrapDir, source.slice('bootstrap/'.length))
    : path.join(extensionSourceDir, source.slice('extensions/'.length));
}

/** Every file the scripts are made from (part of a database template's key). */
export function extensionSourceFiles(): string[] {
  return [...new Set(EXTENSIONS.flatMap((extension) => extension.sources.map(sourcePath)))];
}

/**
 * Makes the schema and every object in it (tables, views, sequences, functions, types, domains) members of the
 * extension being created, skipping what already is one. Runs inside the extension's script.
 */
function adoptionBlock(extension: ExtensionDefinition): string {
  const { name, schema } = extension;
  return `do $stack_adopt$
declare
  schema_oid oid := pg_catalog.to_regnamespace('${schema}');
  item record;
begin
  if schema_oid is null then
    return;
  end if;
  if schema_oid <> (select e.extnamespace from pg_catalog.pg_extension e where e.extname = '${name}')
    and not exists (select from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_namespace'::regclass and d.objid = schema_oid and d.deptype = 'e') then
    execute 'alter extension ${name} add schema ${schema}';
  end if;
  for item in
    select case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view'
      when 'f' then 'foreign table' else 'table' end as kind, c.oid::regclass::text as object
    from pg_catalog.pg_class c
    where c.relnamespace = schema_oid and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and not exists (select from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, p.oid::regprocedure::text
    from pg_catalog.pg_proc p
    where p.pronamespace = schema_oid
      and not exists (select from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype::text
    from pg_catalog.pg_type t
    where t.typnamespace = schema_oid and t.typtype in ('b', 'c', 'd', 'e', 'r')
      -- not a table's row type, not an array type (both belong to their table or element type)
      and (t.typtype <> 'c' or (select c.relkind from pg_catalog.pg_class c where c.oid = t.typrelid) = 'c')
      and not exists (select from pg_catalog.pg_type e where e.typarray = t.oid)
      and not exists (select from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  loop
    execute pg_catalog.format('alter extension ${name} add %s %s', item.kind, item.object);
  end loop;
end
$stack_adopt$;
`;
}

/**
 * The source SQL as an extension script: `create schema if not exists` on a schema the extension does not own (the
 * extension's own schema, named by `with schema`) is refused inside an extension script, so it is made only when absent.
 */
function scriptBody(sql: string): string {
  return sql.replace(
    /^create schema if not exists ([a-z_]+);$/gm,
    (_line, schema: string) => `do $stack_schema$ begin
  if pg_catalog.to_regnamespace('${schema}') is null then
    create schema ${schema};
  end if;
end $stack_schema$;`,
  );
}

/** The control file and the install script of each extension, by file name. */
export function extensionFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const extension of EXTENSIONS) {
    files.set(
      `${extension.name}.control`,
      [
        `# ${extension.name} of the local stack (SQL only; its worker is a stack service). Written by the stack at start.`,
        `comment = '${extension.comment}'`,
        `default_version = '${extension.version}'`,
        'relocatable = false',
        // As on Supabase, `postgres` (not a superuser) creates and drops them.
        'superuser = true',
        'trusted = true',
        '',
      ].join('\n'),
    );
    const sources = extension.sources.map((source) => `-- ${source}\n${scriptBody(fs.readFileSync(sourcePath(source), 'utf8'))}`);
    files.set(
      `${extension.name}--${extension.version}.sql`,
      [
        `-- ${extension.name} ${extension.version} of the local stack: generated at start from the files named below.`,
        adoptionBlock(extension),
        ...sources,
      ].join('\n'),
    );
  }
  return files;
}
