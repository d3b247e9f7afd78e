-- Run by docker/restore.sh as the superuser, in the restore's one transaction, before data.sql: empties every table
-- whose rows data.sql brings back (the content seed and anything written since the deployment started), so the
-- restore replaces rather than merges. The schemas and tables are those docker/backup/schemas.sh backs up;
-- restore.sh passes the excluded ones as :'excluded_schemas' (a regular expression) and :'excluded_tables'.
-- Tables that belong to an extension are emptied only when pg_dump dumps their rows (the extension's config tables).
select coalesce(string_agg(format('%I.%I', n.nspname, c.relname), ', ' order by n.nspname, c.relname), '') as tables
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p')
  and not c.relispartition
  and n.nspname !~ :'excluded_schemas'
  and format('%s.%s', n.nspname, c.relname) <> all (string_to_array(:'excluded_tables', ' '))
  and (
    not exists (
      select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e'
    )
    or exists (select 1 from pg_extension e where c.oid = any (e.extconfig))
  )
\gset restore_
\if :{?restore_tables}
select :'restore_tables' <> '' as restore_any \gset
\if :restore_any
truncate table :restore_tables restart identity cascade;
\endif
\endif
