-- Privileges of anon, authenticated and service_role on every table and function of schema public (extensions'
-- functions left out), one line each; empty privileges end in a space. Used by selfhost.test.ts.
select 'table ' || c.relname || ' ' || r.rolname || ' ' ||
  concat_ws(',', case when has_table_privilege(r.rolname, c.oid, 'SELECT') then 'SELECT' end,
    case when has_table_privilege(r.rolname, c.oid, 'INSERT') then 'INSERT' end,
    case when has_table_privilege(r.rolname, c.oid, 'UPDATE') then 'UPDATE' end,
    case when has_table_privilege(r.rolname, c.oid, 'DELETE') then 'DELETE' end)
from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('anon'), ('authenticated'), ('service_role')) r(rolname)
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
union all
select 'function ' || p.oid::regprocedure::text || ' ' || r.rolname || ' ' ||
  case when has_function_privilege(r.rolname, p.oid, 'EXECUTE') then 'EXECUTE' else '' end
from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join (values ('anon'), ('authenticated'), ('service_role')) r(rolname)
where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
order by 1;
