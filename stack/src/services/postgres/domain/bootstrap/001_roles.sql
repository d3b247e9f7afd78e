-- Roles of the Supabase Postgres image (sources in README.md); `postgres` stays superuser here, Supabase demotes it.

-- Passwords only on creation, so a re-run never resets a password someone changed. Login roles get the password
-- `postgres`; attributes, memberships and settings follow below.
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('supabase_admin', true), ('supabase_replication_admin', true), ('supabase_read_only_user', true),
      ('anon', false), ('authenticated', false), ('service_role', false), ('authenticator', true),
      ('supabase_auth_admin', true), ('supabase_storage_admin', true), ('supabase_realtime_admin', true),
      ('dashboard_user', false), ('pgbouncer', true)
    ) as roles(name, login)
  loop
    if not exists (select from pg_roles where rolname = wanted.name) then
      execute format('create role %I', wanted.name) || case when wanted.login then ' login password ''postgres''' else '' end;
    end if;
  end loop;
end $$;

-- Attributes are re-asserted on every run: they are part of the contract, not of someone's local tuning.
alter role supabase_admin with superuser createdb createrole replication bypassrls login;
alter role supabase_replication_admin with login replication;
alter role supabase_read_only_user with login bypassrls;
-- API roles became INHERIT in 20230529180330_alter_api_roles_for_inherit.sql.
alter role anon with nologin inherit;
alter role authenticated with nologin inherit;
alter role service_role with nologin inherit bypassrls;
alter role authenticator with login noinherit;
-- NOCREATEROLE since 20260821154147_revoke_createrole_from_auth_admin.sql.
alter role supabase_auth_admin with login noinherit nocreaterole noreplication;
alter role supabase_storage_admin with login noinherit createrole noreplication;
alter role supabase_realtime_admin with login noinherit createrole replication;
alter role dashboard_user with nosuperuser createdb createrole replication;
alter role pgbouncer with login;
alter role postgres with superuser login;

grant pg_read_all_data to supabase_read_only_user;

grant anon, authenticated, service_role to authenticator;
-- Postgres 16+ needs ADMIN for postgres to grant the API roles on (20250605172253).
grant anon, authenticated, service_role to postgres with admin option;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
-- Storage API switches to the request's role through authenticator (20231013070755).
grant authenticator to supabase_storage_admin;
grant anon, authenticated, service_role to supabase_realtime_admin;

-- Per-role settings of the image; PostgREST 12 applies the API roles' timeouts when it switches role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_admin set search_path = "$user", public, auth, extensions;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;
alter role supabase_realtime_admin set search_path = public, extensions, realtime;

do $$
begin
  execute format('grant all on database %I to postgres, dashboard_user', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin', current_database());
end $$;
