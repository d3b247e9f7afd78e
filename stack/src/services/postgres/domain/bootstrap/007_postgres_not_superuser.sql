-- postgres as the Supabase image leaves it (10000000000000_demote-postgres.sql and later grants; sources in README.md),
-- plus the narrow stand-ins for what supautils lets postgres do there. Runs as supabase_admin.

-- A cluster made by an older checkout has postgres as its bootstrap superuser (oid 10), which cannot lose the
-- attribute: it keeps working as before, and `stack up` says how to get the Supabase-like privileges (reset).
do $$
begin
  if (select rolname from pg_authid where oid = 10) <> 'postgres' then
    alter role postgres with nosuperuser createdb createrole replication bypassrls login;
  end if;
end $$;

-- 20251215120934_supabase_superuser.sql: a role without privileges of its own, which postgres is a member of.
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_superuser') then
    create role supabase_superuser;
  end if;
end $$;
grant supabase_superuser to postgres;

-- 20251105172723_grant_pg_reload_conf_to_postgres.sql.
grant execute on function pg_catalog.pg_reload_conf() to postgres;

-- supautils.privileged_role_allowed_configs, for the settings this build has (the rest belong to extensions that are
-- not here); Postgres' own GRANT SET ON PARAMETER is the exact equivalent.
grant set on parameter session_replication_role, log_lock_waits, log_min_messages, track_io_timing to postgres;

-- The stack's own schema belongs to the superuser.
alter schema _stack owner to supabase_admin;
alter table _stack.bootstrap owner to supabase_admin;
revoke all on schema _stack from public;

-- The stand-in for supautils (which this Postgres build does not have). On Supabase it lets postgres create, alter and
-- drop policies on the tables of supautils.policy_grants, and create the extensions of
-- supautils.privileged_extensions as if it were a superuser. Here event triggers do the same for any client (the
-- stack's migration runner, psql, the Supabase CLI): just before such a statement of a session logged in as
-- postgres, postgres gets what the statement needs (membership in the table owners; superuser for an untrusted
-- extension); just after it, that is taken back and the statement is checked against the lists. A failed statement
-- rolls the grant back with it.

create or replace function _stack.policy_grant_tables()
returns regclass[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(pg_catalog.to_regclass(name)) filter (where pg_catalog.to_regclass(name) is not null), '{}')
  from unnest(array[
    'auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions', 'auth.users',
    'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects', 'storage.s3_multipart_uploads',
    'storage.s3_multipart_uploads_parts'
  ]) as name
$$;

create or replace function _stack.privileged_extensions()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'address_standardizer', 'address_standardizer_data_us', 'autoinc', 'bloom', 'btree_gin', 'btree_gist', 'citext',
    'cube', 'dblink', 'dict_int', 'dict_xsyn', 'earthdistance', 'fuzzystrmatch', 'hstore', 'http', 'hypopg',
    'index_advisor', 'insert_username', 'intarray', 'isn', 'ltree', 'moddatetime', 'orioledb', 'pg_cron', 'pg_graphql',
    'pg_hashids', 'pg_jsonschema', 'pg_net', 'pg_partman', 'pg_repack', 'pg_stat_monitor', 'pg_stat_statements',
    'pg_tle', 'pg_trgm', 'pg_walinspect', 'pgaudit', 'pgcrypto', 'pgjwt', 'pg_prewarm', 'pgmq', 'pgroonga',
    'pgroonga_database', 'pgrouting', 'pgrowlocks', 'pgstattuple', 'pgsodium', 'pgtap', 'plcoffee', 'pljava', 'plls',
    'plpgsql', 'plpgsql_check', 'plv8', 'postgis', 'postgis_raster', 'postgis_sfcgal', 'postgis_tiger_geocoder',
    'postgis_topology', 'postgres_fdw', 'refint', 'rum', 'seg', 'sslinfo', 'supabase_vault', 'supautils', 'tablefunc',
    'tcn', 'timescaledb', 'tsm_system_rows', 'tsm_system_time', 'unaccent', 'uuid-ossp', 'vector', 'wrappers'
  ]
$$;

-- Only sessions logged in as postgres, and only while postgres is not a superuser (not in a legacy cluster).
create or replace function _stack.supautils_applies()
returns boolean
language sql
stable
set search_path = ''
as $$
  select session_user::text = 'postgres'
    and not (select r.rolsuper from pg_catalog.pg_roles r where r.rolname = 'postgres')
$$;

create or replace function _stack.supautils_before()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_role text;
  granted text[] := '{}';
  named text[];
begin
  if not _stack.supautils_applies() then
    return;
  end if;
  if tg_tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY') then
    for owner_role in
      select distinct pg_catalog.pg_get_userbyid(c.relowner)
      from unnest(_stack.policy_grant_tables()) as t(rel)
      join pg_catalog.pg_class c on c.oid = t.rel
      where not pg_catalog.pg_has_role('postgres', c.relowner, 'MEMBER')
    loop
      execute format('grant %I to postgres', owner_role);
      granted := granted || owner_role;
    end loop;
    perform pg_catalog.set_config('stack.supautils_granted', array_to_string(granted, ','), true);
  elsif tg_tag = 'CREATE EXTENSION' then
    -- Superuser only for an untrusted extension of the list; trusted ones Postgres lets postgres create itself.
    select array_agg(lower(m[2])) into named
    from regexp_matches(current_query(), 'create\s+extension\s+(if\s+not\s+exists\s+)?"?([a-z0-9_-]+)', 'gi') as m;
    if exists (
      select from pg_catalog.pg_available_extensions a
      where a.name = any (named) and a.name = any (_stack.privileged_extensions())
        and not coalesce((select bool_or(v.trusted) from pg_catalog.pg_available_extension_versions v where v.name = a.name), false)
    ) then
      alter role postgres with superuser;
      perform pg_catalog.set_config('stack.supautils_superuser', 'on', true);
    end if;
  end if;
end;
$$;

-- _stack.supautils_after(), the check just after such a statement, and its event trigger: 013.

-- DROP POLICY leaves no command to look at after it; the dropped policy's table is checked here instead.
create or replace function _stack.supautils_dropped()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dropped record;
  target regclass;
begin
  if coalesce(current_setting('stack.supautils_granted', true), '') = '' then
    return;
  end if;
  for dropped in select * from pg_catalog.pg_event_trigger_dropped_objects() where object_type = 'policy' loop
    target := pg_catalog.to_regclass(format('%I.%I', dropped.address_names[1], dropped.address_names[2]));
    -- Refused only where the granted membership made the drop possible (a table of those owners outside the list).
    if target is not null and not (target = any (_stack.policy_grant_tables()))
      and (select pg_catalog.pg_get_userbyid(c.relowner) from pg_catalog.pg_class c where c.oid = target)
        = any (string_to_array(current_setting('stack.supautils_granted', true), ','))
    then
      raise exception 'must be owner of relation %', dropped.address_names[2] using errcode = '42501';
    end if;
  end loop;
end;
$$;

alter function _stack.policy_grant_tables() owner to supabase_admin;
alter function _stack.privileged_extensions() owner to supabase_admin;
alter function _stack.supautils_applies() owner to supabase_admin;
alter function _stack.supautils_before() owner to supabase_admin;
alter function _stack.supautils_dropped() owner to supabase_admin;
-- postgres reads every schema (pg_read_all_data), so the functions themselves are closed to everyone but their owner.
revoke all on function _stack.policy_grant_tables() from public;
revoke all on function _stack.privileged_extensions() from public;
revoke all on function _stack.supautils_applies() from public;
revoke all on function _stack.supautils_before() from public;
revoke all on function _stack.supautils_dropped() from public;

do $$
begin
  if not exists (select from pg_event_trigger where evtname = 'stack_supautils_before') then
    create event trigger stack_supautils_before on ddl_command_start
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'CREATE EXTENSION')
      execute function _stack.supautils_before();
  end if;
  if not exists (select from pg_event_trigger where evtname = 'stack_supautils_dropped') then
    create event trigger stack_supautils_dropped on sql_drop
      when tag in ('DROP POLICY')
      execute function _stack.supautils_dropped();
  end if;
end $$;
alter event trigger stack_supautils_before owner to supabase_admin;
alter event trigger stack_supautils_dropped owner to supabase_admin;
