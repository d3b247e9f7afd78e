import pg from 'pg';

/**
 * TypeScript types of the database schemas the API exposes, in the shape `supabase gen types typescript` writes,
 * read from the running database's catalog so the web app never carries hand-written row types.
 */
export async function generateTypes(dbUrl: string, schemas: readonly string[]): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const catalog = await readCatalog(client, schemas);
    return render(catalog, schemas);
  } finally {
    await client.end();
  }
}

interface Column {
  schema: string;
  table: string;
  name: string;
  type: string;
  typeSchema: string;
  typeCategory: string;
  isArray: boolean;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  updatable: boolean;
}

interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
}

interface ForeignKey {
  schema: string;
  table: string;
  name: string;
  columns: string[];
  referencedSchema: string;
  referencedTable: string;
  referencedColumns: string[];
  oneToOne: boolean;
}

interface FunctionSignature {
  schema: string;
  name: string;
  args: { name: string; type: string; typeSchema: string; typeCategory: string; isArray: boolean; hasDefault: boolean }[];
  returnType: string;
  returnTypeSchema: string;
  returnTypeCategory: string;
  returnsArray: boolean;
  returnsSet: boolean;
  /** OUT / TABLE columns: the function returns rows of these instead of its declared return type. */
  returnColumns: { name: string; type: string; typeSchema: string; typeCategory: string; isArray: boolean }[];
}

interface Catalog {
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  functions: FunctionSignature[];
  enums: { schema: string; name: string; values: string[] }[];
}

async function readCatalog(client: pg.Client, schemas: readonly string[]): Promise<Catalog> {
  const relations = await client.query<Relation>(
    `select n.nspname as schema, c.relname as name, case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition
      order by 1, 2`,
    [schemas],
  );
  const columns = await client.query<Column>(
    `select n.nspname as schema, c.relname as table, a.attname as name,
            coalesce(et.typname, t.typname) as type, coalesce(etn.nspname, tn.nspname) as "typeSchema",
            coalesce(et.typcategory, t.typcategory) as "typeCategory", t.typcategory = 'A' as "isArray",
            not a.attnotnull as nullable,
            (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
            (a.attgenerated <> '' or a.attidentity = 'a') as generated,
            c.relkind in ('r', 'p') or pg_column_is_updatable(c.oid, a.attnum, false) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       join pg_namespace tn on tn.oid = t.typnamespace
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
       left join pg_namespace etn on etn.oid = et.typnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by 1, 2, 3`,
    [schemas],
  );
  const foreignKeys = await client.query<ForeignKey>(
    `select n.nspname as schema, c.relname as table, con.conname as name,
            array(select attname from unnest(con.conkey) with ordinality k(num, i) join pg_attribute on attrelid = con.conrelid and attnum = k.num order by i)::text[] as columns,
            rn.nspname as "referencedSchema", rc.relname as "referencedTable",
            array(select attname from unnest(con.confkey) with ordinality k(num, i) join pg_attribute on attrelid = con.confrelid and attnum = k.num order by i)::text[] as "referencedColumns",
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indkey::int2[] @> con.conkey and array_length(i.indkey::int2[], 1) = array_length(con.conkey, 1)) as "oneToOne"
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = any($1)
      order by 1, 2, 3`,
    [schemas],
  );
  const functions = await client.query<FunctionSignature>(
    `select n.nspname as schema, p.proname as name,
            coalesce((select json_agg(json_build_object(
                'name', coalesce(p.proargnames[i], ''),
                'type', coalesce(et.typname, t.typname), 'typeSchema', coalesce(etn.nspname, tn.nspname),
                'typeCategory', coalesce(et.typcategory, t.typcategory), 'isArray', t.typcategory = 'A',
                'hasDefault', i > p.pronargs - p.pronargdefaults) order by i)
               from generate_series(1, p.pronargs) i
               join pg_type t on t.oid = p.proargtypes[i - 1] join pg_namespace tn on tn.oid = t.typnamespace
               left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
               left join pg_namespace etn on etn.oid = et.typnamespace), '[]') as args,
            coalesce(ert.typname, rt.typname) as "returnType", coalesce(ertn.nspname, rtn.nspname) as "returnTypeSchema",
            coalesce(ert.typcategory, rt.typcategory) as "returnTypeCategory", rt.typcategory = 'A' as "returnsArray",
            p.proretset as "returnsSet",
            coalesce((select json_agg(json_build_object(
                'name', p.proargnames[i],
                'type', coalesce(et.typname, t.typname), 'typeSchema', coalesce(etn.nspname, tn.nspname),
                'typeCategory', coalesce(et.typcategory, t.typcategory), 'isArray', t.typcategory = 'A') order by i)
               from generate_series(1, coalesce(array_length(p.proallargtypes, 1), 0)) i
               join pg_type t on t.oid = p.proallargtypes[i] join pg_namespace tn on tn.oid = t.typnamespace
               left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
               left join pg_namespace etn on etn.oid = et.typnamespace
              where p.proargmodes[i] in ('o', 't', 'b')), '[]') as "returnColumns"
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype join pg_namespace rtn on rtn.oid = rt.typnamespace
       left join pg_type ert on ert.oid = rt.typelem and rt.typcategory = 'A'
       left join pg_namespace ertn on ertn.oid = ert.typnamespace
      where n.nspname = any($1) and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      -- Overloads in the order they were created (oid), so the same migrations always give the same file.
      order by 1, 2, p.oid`,
    [schemas],
  );
  const enums = await client.query<{ schema: string; name: string; values: string[] }>(
    `select n.nspname as schema, t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1) group by 1, 2 order by 1, 2`,
    [schemas],
  );
  return { relations: relations.rows, columns: columns.rows, foreignKeys: foreignKeys.rows, functions: functions.rows, enums: enums.rows };
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const JSON_TYPES = new Set(['json', 'jsonb']);

function tsType(type: string, typeSchema: string, category: string, isArray: boolean, schemas: readonly string[]): string {
  let base: string;
  if (type === 'bool') base = 'boolean';
  else if (NUMBER_TYPES.has(type)) base = 'number';
  else if (JSON_TYPES.has(type)) base = 'Json';
  else if (category === 'E' && schemas.includes(typeSchema)) base = `Database[${quote(typeSchema)}]['Enums'][${quote(type)}]`;
  else if (category === 'S' || category === 'D' || category === 'T' || category === 'I' || category === 'U' || category === 'V')
    base = 'string';
  else if (type === 'void') base = 'undefined';
  else base = 'unknown';
  return isArray ? `${base}[]` : base;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));

function render(catalog: Catalog, schemas: readonly string[]): string {
  const lines: string[] = [
    '// Generated by `npm run gen:types` from the local database; do not edit by hand.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    "  __InternalSupabase: { PostgrestVersion: '12' };",
  ];
  for (const schema of [...schemas].sort()) {
    const columnsOf = (table: string) => catalog.columns.filter((column) => column.schema === schema && column.table === table);
    const relationships = (table: string) =>
      catalog.foreignKeys
        .filter((fk) => fk.schema === schema && fk.table === table && schemas.includes(fk.referencedSchema))
        .map(
          (fk) =>
            `{ foreignKeyName: ${quote(fk.name)}; columns: [${fk.columns.map(quote).join(', ')}]; isOneToOne: ${fk.oneToOne}; referencedRelation: ${quote(fk.referencedTable)}; referencedColumns: [${fk.referencedColumns.map(quote).join(', ')}] }`,
        );
    const relationBlock = (kind: 'table' | 'view') => {
      const out: string[] = [];
      for (const relation of catalog.relations.filter((item) => item.schema === schema && item.kind === kind)) {
        const columns = columnsOf(relation.name);
        const type = (column: Column) => tsType(column.type, column.typeSchema, column.typeCategory, column.isArray, schemas);
        const row = columns.map((column) => `${key(column.name)}: ${type(column)}${column.nullable || kind === 'view' ? ' | null' : ''}`);
        // As postgres-meta writes them: columns clients may never write are `?: never`.
        const insert = columns
          .filter((column) => column.updatable)
          .map((column) =>
            column.generated
              ? `${key(column.name)}?: never`
              : `${key(column.name)}${column.nullable || column.hasDefault || kind === 'view' ? '?' : ''}: ${type(column)}${column.nullable || kind === 'view' ? ' | null' : ''}`,
          );
        const update = columns
          .filter((column) => column.updatable)
          .map((column) =>
            column.generated
              ? `${key(column.name)}?: never`
              : `${key(column.name)}?: ${type(column)}${column.nullable || kind === 'view' ? ' | null' : ''}`,
          );
        out.push(
          `      ${key(relation.name)}: {`,
          `        Row: { ${row.join('; ')} };`,
          ...(kind === 'table' || insert.length
            ? [`        Insert: { ${insert.join('; ')} };`, `        Update: { ${update.join('; ')} };`]
            : []),
          `        Relationships: [${relationships(relation.name).join(', ')}];`,
          '      };',
        );
      }
      return out.length ? out : ['      [_ in never]: never;'];
    };
    const functions = catalog.functions.filter((fn) => fn.schema === schema);
    const enums = catalog.enums.filter((item) => item.schema === schema);
    lines.push(
      `  ${key(schema)}: {`,
      '    Tables: {',
      ...relationBlock('table'),
      '    };',
      '    Views: {',
      ...relationBlock('view'),
      '    };',
      '    Functions: {',
      ...(functions.length
        ? [...new Set(functions.map((fn) => fn.name))].map((name) => {
            // Overloads become unions, as the CLI writes them.
            const overloads = functions.filter((fn) => fn.name === name);
            const argsTypes = overloads.map((fn) => {
              const args = fn.args.filter((arg) => arg.name);
              return args.length
                ? `{ ${args.map((arg) => `${key(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, arg.typeSchema, arg.typeCategory, arg.isArray, schemas)}`).join('; ')} }`
                : 'Record<PropertyKey, never>';
            });
            const returnTypes = overloads.map((fn) => {
              const returns = fn.returnColumns.length
                ? `{ ${fn.returnColumns.map((column) => `${key(column.name)}: ${tsType(column.type, column.typeSchema, column.typeCategory, column.isArray, schemas)}`).join('; ')} }`
                : tsType(fn.returnType, fn.returnTypeSchema, fn.returnTypeCategory, fn.returnsArray, schemas);
              return fn.returnsSet ? `${returns}[]` : returns;
            });
            return `      ${key(name)}: { Args: ${[...new Set(argsTypes)].join(' | ')}; Returns: ${[...new Set(returnTypes)].join(' | ')} };`;
          })
        : ['      [_ in never]: never;']),
      '    };',
      '    Enums: {',
      ...(enums.length
        ? enums.map((item) => `      ${key(item.name)}: ${item.values.map(quote).join(' | ')};`)
        : ['      [_ in never]: never;']),
      '    };',
      '    CompositeTypes: {',
      '      [_ in never]: never;',
      '    };',
      '  };',
    );
  }
  lines.push(
    '};',
    '',
    "type PublicSchema = Database['public'];",
    '',
    "export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];",
    "export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];",
    "export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];",
    "export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];",
    '',
  );
  return lines.join('\n');
}
