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

-- 20251105172723_grant_pg_reload_conf_to_postgres.sql.
grant execute on function pg_catalog.pg_reload_conf() to postgres;

-- The stack's own schema: the helpers below belong to the superuser, and postgres may only call them.
alter schema _stack owner to supabase_admin;
alter table _stack.bootstrap owner to supabase_admin;
revoke all on schema _stack from public;
grant usage on schema _stack to postgres;

-- supautils.policy_grants of the image: postgres may create, alter and drop policies on these tables it does not own.
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

-- Without supautils, only the owner may run CREATE/ALTER/DROP POLICY. The migration runner makes postgres a member of
-- the table's owner for that one statement (in the migration's transaction) and takes the membership back after it.
-- Returns the role granted, or null when postgres already had it (then there is nothing to take back).
create or replace function _stack.policy_grant_begin(target text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_role text;
begin
  if pg_catalog.to_regclass(target) is null or not (pg_catalog.to_regclass(target) = any (_stack.policy_grant_tables())) then
    raise exception 'policies on % are not among supautils.policy_grants', target using errcode = '42501';
  end if;
  select pg_catalog.pg_get_userbyid(c.relowner) into owner_role from pg_catalog.pg_class c where c.oid = pg_catalog.to_regclass(target);
  if pg_catalog.pg_has_role('postgres', owner_role, 'MEMBER') then
    return null;
  end if;
  execute format('grant %I to postgres', owner_role);
  return owner_role;
end;
$$;

create or replace function _stack.policy_grant_end(owner_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select from unnest(_stack.policy_grant_tables()) t join pg_catalog.pg_class c on c.oid = t
    where pg_catalog.pg_get_userbyid(c.relowner) = owner_role
  ) then
    raise exception 'role % owns none of supautils.policy_grants', owner_role using errcode = '42501';
  end if;
  execute format('revoke %I from postgres', owner_role);
end;
$$;

-- supautils.privileged_extensions of the image (those this Postgres build has and does not mark trusted; trusted
-- ones postgres creates itself): created by the superuser, as supautils does. Only a plain CREATE EXTENSION passes.
create or replace function _stack.create_privileged_extension(statement text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[];
begin
  parts := regexp_match(
    statement,
    '^\s*create\s+extension\s+(if\s+not\s+exists\s+)?("?)([a-z0-9_-]+)\2((\s+with)?(\s+schema\s+"?[a-z_][a-z0-9_]*"?|\s+version\s+''[a-z0-9_.-]*''|\s+cascade)*)\s*;?\s*$',
    'i'
  );
  if parts is null then
    raise exception 'not a plain CREATE EXTENSION: %', statement using errcode = '42501';
  end if;
  if not (lower(parts[3]) = any (array[
    'address_standardizer', 'address_standardizer_data_us', 'autoinc', 'bloom', 'btree_gin', 'btree_gist', 'citext',
    'cube', 'dblink', 'dict_int', 'dict_xsyn', 'earthdistance', 'fuzzystrmatch', 'hstore', 'http', 'hypopg',
    'index_advisor', 'insert_username', 'intarray', 'isn', 'ltree', 'moddatetime', 'orioledb', 'pg_cron', 'pg_graphql',
    'pg_hashids', 'pg_jsonschema', 'pg_net', 'pg_partman', 'pg_repack', 'pg_stat_monitor', 'pg_stat_statements',
    'pg_tle', 'pg_trgm', 'pg_walinspect', 'pgaudit', 'pgcrypto', 'pgjwt', 'pg_prewarm', 'pgmq', 'pgroonga',
    'pgroonga_database', 'pgrouting', 'pgrowlocks', 'pgstattuple', 'pgsodium', 'pgtap', 'plcoffee', 'pljava', 'plls',
    'plpgsql', 'plpgsql_check', 'plv8', 'postgis', 'postgis_raster', 'postgis_sfcgal', 'postgis_tiger_geocoder',
    'postgis_topology', 'postgres_fdw', 'refint', 'rum', 'seg', 'sslinfo', 'supabase_vault', 'supautils', 'tablefunc',
    'tcn', 'timescaledb', 'tsm_system_rows', 'tsm_system_time', 'unaccent', 'uuid-ossp', 'vector', 'wrappers'
  ])) then
    -- What Postgres says when a non-superuser creates an untrusted extension (supautils lets it through unchanged).
    raise exception 'permission denied to create extension "%"', parts[3]
      using errcode = '42501', hint = 'Must be superuser to create this extension.';
  end if;
  execute statement;
end;
$$;

alter function _stack.policy_grant_tables() owner to supabase_admin;
alter function _stack.policy_grant_begin(text) owner to supabase_admin;
alter function _stack.policy_grant_end(text) owner to supabase_admin;
alter function _stack.create_privileged_extension(text) owner to supabase_admin;
revoke all on function _stack.policy_grant_tables() from public;
revoke all on function _stack.policy_grant_begin(text) from public;
revoke all on function _stack.policy_grant_end(text) from public;
revoke all on function _stack.create_privileged_extension(text) from public;
grant execute on function _stack.policy_grant_tables() to postgres;
grant execute on function _stack.policy_grant_begin(text) to postgres;
grant execute on function _stack.policy_grant_end(text) to postgres;
grant execute on function _stack.create_privileged_extension(text) to postgres;
