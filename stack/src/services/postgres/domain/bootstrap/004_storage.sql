-- The storage schema as the Storage API leaves it after its tenant migrations (sources in README.md).

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to postgres with grant option;
grant usage on schema storage to anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;
grant all on schema storage to dashboard_user;

-- Every table the Storage API creates is fully granted to the API roles; RLS policies decide (apps add them).
alter default privileges for role supabase_storage_admin in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

-- The Storage API runs its migrations as supabase_storage_admin; creating the objects as that role gives the same owner and ACLs.
set local role supabase_storage_admin;

do $$
begin
  create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
exception when duplicate_object then null;
end $$;

-- The Storage API's own migration history (postgres-migrations format); empty because no Storage API runs here.
create table if not exists storage.migrations (
  id integer not null,
  name varchar(100) not null,
  hash varchar(40) not null,
  executed_at timestamp without time zone default current_timestamp,
  constraint migrations_pkey primary key (id),
  constraint migrations_name_key unique (name)
);
alter table storage.migrations enable row level security;
revoke all on storage.migrations from anon, authenticated, service_role, postgres;

create table if not exists storage.buckets (
  id text not null,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED',
  constraint buckets_pkey primary key (id),
  constraint buckets_versioning_status_check check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
  constraint buckets_versioning_standard_only_check check (type = 'STANDARD' or versioning_status = 'DISABLED'),
  constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED')
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bname on storage.buckets using btree (name);
alter table storage.buckets enable row level security;

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid(),
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false,
  constraint objects_pkey primary key (id),
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects using btree (bucket_id, (name collate "C"));
create index if not exists idx_objects_bucket_id_name_lower on storage.objects using btree (bucket_id, (lower(name) collate "C"));
alter table storage.objects enable row level security;

-- 0046/0049: postgres may grant on buckets and objects (custom roles in apps' migrations).
grant all on storage.buckets, storage.objects to postgres with grant option;

create table if not exists storage.s3_multipart_uploads (
  id text not null,
  in_progress_size bigint not null default 0,
  upload_signature text not null,
  bucket_id text not null,
  key text collate "C" not null,
  version text not null,
  owner_id text,
  created_at timestamptz not null default now(),
  user_metadata jsonb,
  metadata jsonb,
  constraint s3_multipart_uploads_pkey primary key (id),
  constraint s3_multipart_uploads_bucket_id_fkey foreign key (bucket_id) references storage.buckets (id)
);
create index if not exists idx_multipart_uploads_list on storage.s3_multipart_uploads using btree (bucket_id, (key collate "C"), created_at);
alter table storage.s3_multipart_uploads enable row level security;

create table if not exists storage.s3_multipart_uploads_parts (
  id uuid not null default gen_random_uuid(),
  upload_id text not null,
  size bigint not null default 0,
  part_number integer not null,
  bucket_id text not null,
  key text collate "C" not null,
  etag text not null,
  owner_id text,
  version text not null,
  created_at timestamptz not null default now(),
  constraint s3_multipart_uploads_parts_pkey primary key (id),
  constraint s3_multipart_uploads_parts_upload_id_fkey foreign key (upload_id) references storage.s3_multipart_uploads (id) on delete cascade,
  constraint s3_multipart_uploads_parts_bucket_id_fkey foreign key (bucket_id) references storage.buckets (id)
);
alter table storage.s3_multipart_uploads_parts enable row level security;

-- Multipart bookkeeping is written only by the service role; users may only read (0021-s3-multipart-uploads.sql).
revoke all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts from anon, authenticated;
grant all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts to service_role;
grant select on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts to anon, authenticated;

-- Path helpers used in RLS policies: 'a/b/c.png' -> foldername {a,b}, filename 'c.png', extension 'png'.
create or replace function storage.foldername(name text)
returns text[]
language sql
immutable
as $$
  select parts[1 : array_length(parts, 1) - 1] from string_to_array(name, '/') as parts;
$$;

create or replace function storage.filename(name text)
returns text
language sql
immutable
as $$
  select parts[array_length(parts, 1)] from string_to_array(name, '/') as parts;
$$;

create or replace function storage.extension(name text)
returns text
language sql
immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1));
$$;

create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language plpgsql
stable
as $$
begin
  return query
    select sum((obj.metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$$;

-- The first delimiter-terminated segment of p_key after p_prefix, or null for a leaf ('data/a/b.txt', 'data/' -> 'data/a/').
create or replace function storage.get_common_prefix(p_key text, p_prefix text, p_delimiter text)
returns text
language sql
immutable
as $$
  select case
    when position(p_delimiter in substring(p_key from length(p_prefix) + 1)) > 0
      then left(p_key, length(p_prefix) + position(p_delimiter in substring(p_key from length(p_prefix) + 1)))
    else null
  end;
$$;

-- The list endpoint's query (0063): one level under prefix||search, folders have id null; security invoker, so RLS decides.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits integer default 100,
  levels integer default 1,
  offsets integer default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql
stable
security invoker
as $$
#variable_conflict use_column
declare
  v_limit integer := least(coalesce(limits, 100), 1500);
  v_offset integer := greatest(coalesce(offsets, 0), 0);
  v_prefix text := coalesce(prefix, '') || coalesce(search, '');
  v_prefix_lower text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_prefix_len integer := length(coalesce(prefix, ''));
  v_asc boolean := lower(coalesce(sortorder, 'asc')) = 'asc';
  v_column text := lower(coalesce(sortcolumn, 'name'));
  v_start integer := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  v_levels integer := coalesce(array_length(string_to_array(coalesce(prefix, '') || coalesce(search, ''), '/'), 1), 1);
begin
  if v_column not in ('updated_at', 'created_at', 'last_accessed_at') then
    return query
      with matched as (
        select o.name as full_name, o.id as oid, o.updated_at as ou, o.created_at as oc,
               o.last_accessed_at as ol, o.metadata as om,
               strpos(substr(o.name, length(v_prefix) + 1), '/') as slash
        from storage.objects o
        where o.bucket_id = bucketname
          and lower(o.name) collate "C" >= v_prefix_lower
          and starts_with(lower(o.name), v_prefix_lower)
      ),
      folders as (
        -- A folder shows up once, spelled as its first object in the listing order spells it.
        select distinct on (f.k) f.k, f.n
        from (
          select lower(left(m.full_name, length(v_prefix) + m.slash)) collate "C" as k,
                 substr(left(m.full_name, length(v_prefix) + m.slash - 1), v_prefix_len + 1) as n,
                 lower(m.full_name) collate "C" as ord
          from matched m
          where m.slash > 0
        ) f
        order by f.k, case when v_asc then f.ord end asc, case when not v_asc then f.ord end desc
      ),
      entries as (
        select f.k as sort_key, f.n as entry_name, null::uuid as eid, null::timestamptz as eu,
               null::timestamptz as ec, null::timestamptz as el, null::jsonb as em
        from folders f
        union all
        select lower(m.full_name) collate "C", substr(m.full_name, v_prefix_len + 1), m.oid, m.ou, m.oc, m.ol, m.om
        from matched m
        where m.slash = 0
      )
      select e.entry_name, e.eid, e.eu, e.ec, e.el, e.em
      from entries e
      order by case when v_asc then e.sort_key end asc, case when not v_asc then e.sort_key end desc
      offset v_offset
      limit v_limit;
  else
    -- Sorting by a timestamp lists folders first (by name), then the files of this level by that column.
    return query
      with base as (
        select o.path_tokens as pt, o.id as oid, o.updated_at as ou, o.created_at as oc,
               o.last_accessed_at as ol, o.metadata as om
        from storage.objects o
        where o.bucket_id = bucketname
          and o.name ilike v_prefix || '%'
      ),
      entries as (
        select 0 as grp, f.folder as entry_name, null::uuid as eid, null::timestamptz as eu,
               null::timestamptz as ec, null::timestamptz as el, null::jsonb as em, null::timestamptz as ts
        from (
          select array_to_string(b.pt[v_start:v_levels], '/') as folder
          from base b
          where array_length(b.pt, 1) <> v_levels
          group by 1
        ) f
        union all
        select 1, array_to_string(b.pt[v_start:v_levels], '/'), b.oid, b.ou, b.oc, b.ol, b.om,
               case v_column when 'updated_at' then b.ou when 'created_at' then b.oc else b.ol end
        from base b
        where array_length(b.pt, 1) = v_levels
      )
      select e.entry_name, e.eid, e.eu, e.ec, e.el, e.em
      from entries e
      order by e.grp,
               case when v_asc and e.grp = 0 then e.entry_name end asc,
               case when not v_asc and e.grp = 0 then e.entry_name end desc,
               case when v_asc then e.ts end asc,
               case when not v_asc then e.ts end desc
      offset v_offset
      limit v_limit;
  end if;
end;
$$;

-- The Storage API sets storage.operation per request (e.g. 'storage.object.upload') so policies can tell operations apart.
create or replace function storage.operation()
returns text
language plpgsql
stable
as $$
begin
  return current_setting('storage.operation', true);
end;
$$;

create or replace function storage.allow_only_operation(expected_operation text)
returns boolean
language sql
stable
as $$
  select case
    when expected_operation is null or expected_operation = '' then false
    else coalesce(
      regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(expected_operation, '^storage\.', ''),
      false
    )
  end;
$$;

create or replace function storage.allow_any_operation(expected_operations text[])
returns boolean
language sql
stable
as $$
  select exists (
    select 1
    from unnest(expected_operations) as expected(op)
    where expected.op is not null
      and expected.op <> ''
      and regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(expected.op, '^storage\.', '')
  );
$$;

-- Lets the API check an insert against RLS without keeping the row (0015).
create or replace function storage.can_insert_object(bucketid text, name text, owner uuid, metadata jsonb)
returns void
language plpgsql
as $$
begin
  insert into storage.objects (bucket_id, name, owner, metadata) values (bucketid, name, owner, metadata);
  raise sqlstate 'PT200' using message = 'ROLLBACK', detail = 'rollback successful insert';
end
$$;

create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create or replace function storage.enforce_bucket_name_length()
returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;

-- 0055: direct deletes would orphan stored files; the Storage API sets storage.allow_delete_query per request.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;

do $$
begin
  if not exists (select from pg_trigger where tgrelid = 'storage.objects'::regclass and tgname = 'update_objects_updated_at') then
    create trigger update_objects_updated_at before update on storage.objects
      for each row execute function storage.update_updated_at_column();
  end if;
  if not exists (select from pg_trigger where tgrelid = 'storage.buckets'::regclass and tgname = 'enforce_bucket_name_length_trigger') then
    create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
      for each row execute function storage.enforce_bucket_name_length();
  end if;
  if not exists (select from pg_trigger where tgrelid = 'storage.buckets'::regclass and tgname = 'protect_buckets_delete') then
    create trigger protect_buckets_delete before delete on storage.buckets
      for each statement execute function storage.protect_delete();
  end if;
  if not exists (select from pg_trigger where tgrelid = 'storage.objects'::regclass and tgname = 'protect_objects_delete') then
    create trigger protect_objects_delete before delete on storage.objects
      for each statement execute function storage.protect_delete();
  end if;
end $$;

reset role;
