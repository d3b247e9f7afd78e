-- The realtime schema, Realtime's tables, types and broadcast functions, and the supabase_realtime publication (sources in README.md).

create schema if not exists realtime authorization supabase_admin;
grant usage on schema realtime to postgres with grant option;
grant usage on schema realtime to anon, authenticated, service_role;
grant all on schema realtime to supabase_realtime_admin with grant option;
alter default privileges for role supabase_admin in schema realtime grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_admin in schema realtime grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_admin in schema realtime grant all on routines to postgres, dashboard_user;

-- The image's extra grants to supabase_realtime_admin (Realtime's list_changes sets log_min_messages).
grant usage on schema auth to supabase_realtime_admin;
grant execute on all functions in schema auth to supabase_realtime_admin;
grant create, usage on schema public to supabase_realtime_admin;
grant usage on schema extensions to supabase_realtime_admin;
grant set on parameter log_min_messages to supabase_realtime_admin;

-- Realtime's migrations leave all of these owned by supabase_realtime_admin (20260707120000_restrict_realtime_schema.ex).
set local role supabase_realtime_admin;

do $$
begin
  create type realtime.action as enum ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'ERROR');
exception when duplicate_object then null;
end $$;
do $$
begin
  create type realtime.equality_op as enum (
    'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'
  );
exception when duplicate_object then null;
end $$;
do $$
begin
  create type realtime.user_defined_filter as (column_name text, op realtime.equality_op, value text, negate boolean);
exception when duplicate_object then null;
end $$;
do $$
begin
  create type realtime.wal_column as (
    name text, type_name text, type_oid oid, value jsonb, is_pkey boolean, is_selectable boolean
  );
exception when duplicate_object then null;
end $$;
do $$
begin
  create type realtime.wal_rls as (wal jsonb, is_rls_enabled boolean, subscription_ids uuid[], errors text[]);
exception when duplicate_object then null;
end $$;

-- Immutable so it can feed the generated claims_role column.
create or replace function realtime.to_regrole(role_name text)
returns regrole
language sql
immutable
as $$ select role_name::regrole $$;

-- postgres_changes subscriptions as Realtime stores them (claims of the subscriber, table, filters).
create table if not exists realtime.subscription (
  id bigint not null generated always as identity,
  subscription_id uuid not null,
  entity regclass not null,
  filters realtime.user_defined_filter[] not null default '{}',
  claims jsonb not null,
  claims_role regrole not null generated always as (realtime.to_regrole(claims ->> 'role')) stored,
  created_at timestamp without time zone not null default timezone('utc', now()),
  action_filter text default '*',
  selected_columns text[] default null,
  constraint pk_subscription primary key (id),
  constraint subscription_action_filter_check check (action_filter in ('*', 'INSERT', 'UPDATE', 'DELETE'))
);
create index if not exists ix_realtime_subscription_entity on realtime.subscription using btree (entity);
-- Realtime's subscription_subscription_id_entity_filters_action_filter_selected_columns_key, as Postgres truncates it.
create unique index if not exists subscription_subscription_id_entity_filters_action_filter_selec
  on realtime.subscription (subscription_id, entity, filters, action_filter, coalesce(selected_columns, '{}'));
grant all on realtime.subscription to postgres, dashboard_user;
grant select on realtime.subscription to anon, authenticated, service_role;
grant all on sequence realtime.subscription_id_seq to postgres, dashboard_user;
grant usage on sequence realtime.subscription_id_seq to anon, authenticated, service_role;

-- Private channels are authorized by RLS policies on this table; partitioned by day, so the realtime service must add partitions.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_pkey primary key (id, inserted_at)
) partition by range (inserted_at);
create index if not exists messages_inserted_at_topic_index
  on realtime.messages (inserted_at desc, topic) where (extension = 'broadcast' and private is true);
do $$
begin
  if not exists (
    select from pg_constraint where conrelid = 'realtime.messages'::regclass and conname = 'messages_payload_exclusive'
  ) then
    alter table realtime.messages
      add constraint messages_payload_exclusive check (payload is null or binary_payload is null) not valid;
  end if;
end $$;
alter table realtime.messages enable row level security;
grant all on realtime.messages to postgres, dashboard_user;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The partitions Realtime creates on connect (yesterday to today + 3, UTC), so realtime.send works before our service runs.
do $$
declare
  today date := (now() at time zone 'utc')::date;
  day date;
begin
  for day in select generate_series(today - 1, today + 3, interval '1 day')::date
  loop
    execute format(
      'create table if not exists realtime.%I partition of realtime.messages for values from (%L) to (%L)',
      'messages_' || to_char(day, 'YYYY_MM_DD'), day::text, (day + 1)::text
    );
  end loop;
end $$;

-- The channel name a realtime.messages policy is evaluated for; Realtime sets realtime.topic per check.
create or replace function realtime.topic()
returns text
language sql
stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

-- Failures only warn, so a trigger broadcasting through this never aborts the caller's transaction.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

-- Row trigger helper: broadcasts {old_record, record, operation, table, schema} to topic_name.
create or replace function realtime.broadcast_changes(
  topic_name text,
  event_name text,
  operation text,
  table_name text,
  table_schema text,
  new record,
  old record,
  level text default 'ROW'
)
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation in ('INSERT', 'UPDATE', 'DELETE') then
    row_data := jsonb_build_object(
      'old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema
    );
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

grant execute on function
  realtime.to_regrole(text),
  realtime.topic(),
  realtime.send(jsonb, text, text, boolean),
  realtime.send_binary(bytea, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to postgres, anon, authenticated, service_role, dashboard_user;

reset role;

-- Empty on purpose: apps add their tables (`alter publication supabase_realtime add table ...`).
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
