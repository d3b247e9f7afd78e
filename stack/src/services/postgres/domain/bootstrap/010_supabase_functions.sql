-- Database Webhooks: the `supabase_functions` schema as the Supabase CLI and the self-hosting stack create it (their
-- webhooks.sql, also in the image's schema dumps), on top of the pg_net stand-in of 008. Studio writes a webhook as
--   create trigger <name> after insert on <table> for each row
--     execute function supabase_functions.http_request('<url>', 'POST', '<headers json>', '<params json>', '<timeout ms>');
-- Runs as supabase_admin.

create schema if not exists supabase_functions authorization supabase_admin;
grant usage on schema supabase_functions to postgres, anon, authenticated, service_role;
alter default privileges in schema supabase_functions grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema supabase_functions grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema supabase_functions grant all on sequences to postgres, anon, authenticated, service_role;

create table if not exists supabase_functions.migrations (
  version text primary key,
  inserted_at timestamptz not null default now()
);
insert into supabase_functions.migrations (version) values ('initial'), ('20210809183423_update_grants')
on conflict (version) do nothing;

create table if not exists supabase_functions.hooks (
  id bigserial primary key,
  hook_table_id integer not null,
  hook_name text not null,
  created_at timestamptz not null default now(),
  request_id bigint
);
create index if not exists supabase_functions_hooks_request_id_idx on supabase_functions.hooks using btree (request_id);
create index if not exists supabase_functions_hooks_h_table_id_h_name_idx on supabase_functions.hooks using btree (hook_table_id, hook_name);
comment on table supabase_functions.hooks is 'Supabase Functions Hooks: Audit trail for triggered hooks.';

-- Trigger arguments: url, method (GET or POST), headers (json), params (json), timeout in ms; 'null' means unset.
create or replace function supabase_functions.http_request()
returns trigger
language plpgsql
as $$
declare
  request_id bigint;
  payload jsonb;
  url text := tg_argv[0]::text;
  method text := tg_argv[1]::text;
  headers jsonb default '{}'::jsonb;
  params jsonb default '{}'::jsonb;
  timeout_ms integer default 1000;
begin
  if url is null or url = 'null' then
    raise exception 'url argument is missing';
  end if;

  if method is null or method = 'null' then
    raise exception 'method argument is missing';
  end if;

  if tg_argv[2] is null or tg_argv[2] = 'null' then
    headers = '{"Content-Type": "application/json"}'::jsonb;
  else
    headers = tg_argv[2]::jsonb;
  end if;

  if tg_argv[3] is null or tg_argv[3] = 'null' then
    params = '{}'::jsonb;
  else
    params = tg_argv[3]::jsonb;
  end if;

  if tg_argv[4] is null or tg_argv[4] = 'null' then
    timeout_ms = 1000;
  else
    timeout_ms = tg_argv[4]::integer;
  end if;

  case
    when method = 'GET' then
      select http_get into request_id from net.http_get(url, params, headers, timeout_ms);
    when method = 'POST' then
      payload = jsonb_build_object(
        'old_record', old,
        'record', new,
        'type', tg_op,
        'table', tg_table_name,
        'schema', tg_table_schema
      );
      select http_post into request_id from net.http_post(url, payload, params, headers, timeout_ms);
    else
      raise exception 'method argument % is invalid', method;
  end case;

  insert into supabase_functions.hooks (hook_table_id, hook_name, request_id)
  values (tg_relid, tg_name, request_id);

  return new;
end
$$;

grant all privileges on schema supabase_functions to supabase_functions_admin;
grant all privileges on all tables in schema supabase_functions to supabase_functions_admin;
grant all privileges on all sequences in schema supabase_functions to supabase_functions_admin;
alter role supabase_functions_admin set search_path = supabase_functions;
alter table supabase_functions.migrations owner to supabase_functions_admin;
alter table supabase_functions.hooks owner to supabase_functions_admin;
alter function supabase_functions.http_request() owner to supabase_functions_admin;
grant supabase_functions_admin to postgres;

alter function supabase_functions.http_request() security definer set search_path = supabase_functions;
revoke all on function supabase_functions.http_request() from public;
grant execute on function supabase_functions.http_request() to postgres, anon, authenticated, service_role;
