-- Database-wide setup of the Supabase Postgres image (sources in README.md).

create schema if not exists extensions;
alter schema extensions owner to postgres;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Supabase runs with timezone UTC (postgresql.conf); realtime.messages partitions by now()::timestamp.
do $$
begin
  execute format('alter database %I set search_path to "$user", public, extensions', current_database());
  execute format('alter database %I set timezone to %L', current_database(), 'UTC');
end $$;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to dashboard_user;

alter default privileges for role supabase_admin in schema extensions grant all on tables to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on routines to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions grant all on sequences to postgres with grant option;

-- The CLI exposes graphql_public through PostgREST; without pg_graphql it holds Supabase's placeholder function.
create schema if not exists graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- Why Supabase migrations work unchanged: what postgres or supabase_admin creates in public (or graphql_public) is
-- granted to the API roles; RLS decides.
alter default privileges for role postgres, supabase_admin in schema public, graphql_public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public, graphql_public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public, graphql_public
  grant all on sequences to postgres, anon, authenticated, service_role;

create or replace function graphql_public.graphql(
  "operationName" text default null,
  query text default null,
  variables jsonb default null,
  extensions jsonb default null
)
returns jsonb
language sql
as $$
  select jsonb_build_object(
    'errors', jsonb_build_array(jsonb_build_object('message', 'pg_graphql extension is not enabled.'))
  );
$$;
grant execute on function graphql_public.graphql(text, text, jsonb, jsonb) to postgres, anon, authenticated, service_role;

-- PgBouncer's auth_query function (20251121132723_correct_search_path_pgbouncer.sql).
create schema if not exists pgbouncer;
alter schema pgbouncer owner to pgbouncer;
create or replace function pgbouncer.get_auth(p_usename text)
returns table (username text, password text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  raise debug 'PgBouncer auth request: %', p_usename;
  return query
    select a.rolname::text,
           case when a.rolvaliduntil < now() then null else a.rolpassword::text end
    from pg_catalog.pg_authid a
    where a.rolname = p_usename and a.rolcanlogin;
end;
$$;
alter function pgbouncer.get_auth(text) owner to supabase_admin;
revoke execute on function pgbouncer.get_auth(text) from public;
grant execute on function pgbouncer.get_auth(text) to pgbouncer;

-- NOTIFY pgrst on DDL outside Supabase's own schemas, so PostgREST sees new tables at once (20260923021047).
create or replace function extensions.pgrst_ddl_watch()
returns event_trigger
language plpgsql
as $$
begin
  -- One notification for the statement, however many of its commands match.
  if exists (
    select from pg_event_trigger_ddl_commands() cmd
    where (
      cmd.command_tag in (
        'CREATE SCHEMA', 'ALTER SCHEMA',
        'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
        'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE',
        'CREATE VIEW', 'ALTER VIEW',
        'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW',
        'CREATE FUNCTION', 'ALTER FUNCTION',
        'CREATE TYPE', 'ALTER TYPE',
        'CREATE RULE',
        'COMMENT'
      )
      and coalesce(cmd.schema_name, '') not in ('pg_temp', 'auth', 'realtime', '_realtime', 'storage')
    ) or (
      cmd.command_tag = 'CREATE TRIGGER' and cmd.object_identity not like '% pg\_temp.%'
    )
  ) then
    notify pgrst, 'reload schema';
  end if;
end;
$$;

create or replace function extensions.pgrst_drop_watch()
returns event_trigger
language plpgsql
as $$
begin
  if exists (
    select from pg_event_trigger_dropped_objects() obj
    where (
      obj.object_type in ('schema', 'table', 'foreign table', 'view', 'materialized view', 'function', 'type', 'rule')
      and obj.is_temporary is false
      and coalesce(obj.schema_name, '') not in ('auth', 'realtime', '_realtime', 'storage')
    ) or (
      obj.object_type = 'trigger' and obj.object_identity not like '% pg\_temp.%'
    )
  ) then
    notify pgrst, 'reload schema';
  end if;
end;
$$;

alter function extensions.pgrst_ddl_watch() owner to supabase_admin;
alter function extensions.pgrst_drop_watch() owner to supabase_admin;

do $$
begin
  if not exists (select from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
  end if;
  if not exists (select from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_drop_watch();
  end if;
end $$;
alter event trigger pgrst_ddl_watch owner to supabase_admin;
alter event trigger pgrst_drop_watch owner to supabase_admin;
