-- pg_net's SQL surface (the `net` schema of supabase/pg_net 0.20, sql/pg_net.sql with its upgrades) with the grants
-- the Supabase image gives it (grant_pg_net_access in the image's post-setup), for the stack's own worker (the `net`
-- service) instead of the extension's background worker. The differences are listed in
-- stack/src/services/net/README.md. Runs as supabase_admin, which owns everything here, as on the image.

do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_functions_admin') then
    create role supabase_functions_admin noinherit createrole login noreplication password 'postgres';
  end if;
end $$;

create schema if not exists net;

do $$
begin
  if to_regtype('net.http_method') is null then
    create domain net.http_method as text check (value ilike 'get' or value ilike 'post' or value ilike 'delete');
  end if;
  if to_regtype('net.request_status') is null then
    create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
  end if;
  if to_regtype('net.http_response') is null then
    create type net.http_response as (status_code integer, headers jsonb, body text);
  end if;
  if to_regtype('net.http_response_result') is null then
    create type net.http_response_result as (status net.request_status, message text, response net.http_response);
  end if;
end $$;

-- Requests waiting for the worker, which deletes each row as it takes it.
create unlogged table if not exists net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

-- One row per finished request (by request id), deleted by the worker after pg_net.ttl.
create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- The worker connects with this application name; pg_net's own worker shows up as a backend type instead.
create or replace function net.check_worker_is_up()
returns void
language plpgsql
as $$
begin
  if not exists (select from pg_catalog.pg_stat_activity where application_name = 'pg_net worker') then
    raise exception using
      message = 'the pg_net background worker is not up',
      detail = 'the pg_net background worker is down due to an internal error and cannot process requests',
      hint = 'make sure that you didn''t modify any of pg_net internal tables';
  end if;
end
$$;
comment on function net.check_worker_is_up() is 'raises an exception if the pg_net background worker is not up, otherwise it doesn''t return anything';

create or replace function net._await_response(request_id bigint)
returns bool
language plpgsql
as $$
declare
  rec net._http_response;
begin
  while rec is null loop
    select * into rec from net._http_response where id = request_id;
    if rec is null then
      perform pg_catalog.pg_sleep(0.05);
    end if;
  end loop;
  return true;
end;
$$;

-- pg_net percent-encodes with curl; everything but RFC 3986's unreserved characters is encoded here, byte by byte.
create or replace function net._urlencode_string(string varchar)
returns text
language sql
immutable
as $$
  select coalesce(string_agg(
    case when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
      then chr(b) else '%' || upper(lpad(to_hex(b), 2, '0')) end, '' order by i), '')
  from (select i, get_byte(convert_to(string, 'UTF8'), i) as b
        from generate_series(0, octet_length(convert_to(string, 'UTF8')) - 1) as i) as bytes
$$;

create or replace function net._encode_url_with_params_array(url text, params_array text[])
returns text
language sql
immutable
as $$
  select case
    when params_array is null or cardinality(params_array) = 0 then url
    else url || case when position('?' in url) > 0 then '&' else '?' end || array_to_string(params_array, '&')
  end
$$;

-- The worker listens on channel `pg_net`; a notification is delivered only when the sending transaction commits,
-- so a request queued by a transaction that rolls back is never sent (its queue row is gone with it).
create or replace function net.wake()
returns void
language sql
as $$ select pg_catalog.pg_notify('pg_net', 'wake') $$;

create or replace function net.worker_restart()
returns bool
language sql
as $$ select pg_catalog.pg_notify('pg_net', 'restart'); select true $$;

create or replace function net.wait_until_running()
returns void
language plpgsql
as $$
begin
  for attempt in 1..100 loop
    if exists (select from pg_catalog.pg_stat_activity where application_name = 'pg_net worker') then
      return;
    end if;
    perform pg_catalog.pg_sleep(0.1);
  end loop;
  perform net.check_worker_is_up();
end
$$;
comment on function net.wait_until_running() is 'waits until the worker is running';

-- What http_get, http_post and http_delete share (our own helper, not pg_net's): the params appended to the url as
-- a query string, one queue row (a JSON body as its UTF-8 text), the worker woken.
create or replace function net._stack_enqueue(
  method text,
  url text,
  params jsonb,
  headers jsonb,
  body jsonb,
  timeout_milliseconds int
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  into params_array
  from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, net._encode_url_with_params_array(url, params_array), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;

  perform net.wake();
  return request_id;
end
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
as $$
begin
  return net._stack_enqueue('GET', url, params, headers, null, timeout_milliseconds);
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
as $$
declare
  content_type text;
begin
  select header_value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb)) r(header_name, header_value)
  where lower(header_name) = 'content-type'
  limit 1;

  if content_type is null then
    select headers || '{"Content-Type": "application/json"}'::jsonb into headers;
  end if;

  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  return net._stack_enqueue('POST', url, params, headers, body, timeout_milliseconds);
end
$$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
)
returns bigint
language plpgsql
as $$
begin
  return net._stack_enqueue('DELETE', url, params, headers, body, timeout_milliseconds);
end
$$;

create or replace function net._http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql
as $$
declare
  rec net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;

  select * into rec from net._http_response where id = request_id;

  if rec is null or rec.error_msg is not null then
    return ('ERROR', coalesce(rec.error_msg, 'request matching request_id not found'), null)::net.http_response_result;
  end if;

  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)::net.http_response_result;
end;
$$;

create or replace function net.http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql
as $$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  return net._http_collect_response(request_id, async);
end;
$$;

-- pg_net's own grants.
grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;

-- The image's grant_pg_net_access(): http_get and http_post run as their owner, for the API roles only.
grant usage on schema net to supabase_functions_admin, postgres, anon, authenticated, service_role;
alter function net.http_get(text, jsonb, jsonb, integer) security definer set search_path = net;
alter function net.http_post(text, jsonb, jsonb, jsonb, integer) security definer set search_path = net;
revoke all on function net.http_get(text, jsonb, jsonb, integer) from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
grant execute on function net.http_get(text, jsonb, jsonb, integer) to supabase_functions_admin, postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to supabase_functions_admin, postgres, anon, authenticated, service_role;
