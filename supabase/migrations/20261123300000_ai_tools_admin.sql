-- Admin work on the AI tools ranking (/admin/ranking, /admin/reorder): tool logos in storage, new tools placed last,
-- no gaps after a delete, and one atomic, serialised reorder RPC that refuses to overwrite someone else's reorder.

-- Object path of the tool's logo in the storage bucket "logos" (null: no logo).
alter table public.ai_tools add column logo_path text;
alter table public.ai_tools add constraint ai_tools_logo_path_format check (
  logo_path is null or (char_length(logo_path) <= 200 and logo_path ~ '^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)*$')
);
comment on column public.ai_tools.logo_path is 'Object path inside the storage bucket "logos"; null when the tool has no logo.';

-- Inserts and position changes take this transaction-scoped advisory lock, so two admins adding tools at the same
-- moment get consecutive places instead of a unique violation.
create or replace function public.ai_tools_next_position()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.ai_tools.position'));
  -- Volatile: this query sees tools committed while we waited for the lock.
  return (select coalesce(max(tools.position), 0) + 1 from public.ai_tools as tools);
end;
$$;

comment on function public.ai_tools_next_position() is
  'The place after the last tool of the ranking; the default position of a new tool.';

revoke all on function public.ai_tools_next_position() from public;
grant execute on function public.ai_tools_next_position() to authenticated, service_role;

alter table public.ai_tools alter column position set default public.ai_tools_next_position();

-- After a delete the remaining tools close ranks (1, 2, 4 → 1, 2, 3), so the public ranking has no holes.
create or replace function public.ai_tools_close_position_gaps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A delete that RLS filtered down to nothing changes nothing.
  if not exists (select 1 from deleted_tools) then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.ai_tools.position'));
  -- One statement: the deferrable unique constraint on position is checked at its end, so swaps cannot collide.
  update public.ai_tools as tools
     set position = ranked.rank
    from (select id, row_number() over (order by position) as rank from public.ai_tools) as ranked
   where tools.id = ranked.id
     and tools.position <> ranked.rank;
  return null;
end;
$$;

revoke all on function public.ai_tools_close_position_gaps() from public, anon, authenticated;

create trigger ai_tools_close_position_gaps
  after delete on public.ai_tools
  referencing old table as deleted_tools
  for each statement
  execute function public.ai_tools_close_position_gaps();

-- The whole new order in one call. `ids` must be every tool exactly once, first place first.
-- `expected_order` is the order the admin's screen loaded (ids, first place first); when the ranking no longer has
-- that order (another admin reordered, added or deleted a tool), nothing changes and the call fails with PT409.
-- Callers that do not care (scripts) pass null.
create or replace function public.reorder_ai_tools(ids uuid[], expected_order uuid[] default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_current uuid[];
  v_missing uuid[];
  v_unknown uuid[];
  v_duplicated uuid[];
begin
  if not public.is_admin_aal2() then
    raise exception 'Only an admin with a verified second factor (aal2) may reorder the ranking'
      using errcode = '42501';
  end if;

  if ids is null or pg_catalog.array_ndims(ids) is distinct from 1 or array_position(ids, null) is not null then
    raise exception 'ids must be a one-dimensional array of tool ids without nulls'
      using errcode = '22023';
  end if;

  -- Conflicts with itself and with every insert, update and delete: reorders run one after another, and no tool
  -- appears, disappears or moves between our check and our update.
  lock table public.ai_tools in share row exclusive mode;

  select coalesce(array_agg(tools.id order by tools.position), '{}') into v_current from public.ai_tools as tools;

  if expected_order is not null and expected_order is distinct from v_current then
    raise exception 'The ranking changed since it was loaded'
      using errcode = 'PT409',
            hint = 'Reload the ranking and apply your order again.';
  end if;

  select coalesce(array_agg(distinct wanted.id), '{}') into v_duplicated
    from unnest(ids) as wanted(id)
   where (select count(*) from unnest(ids) as other(id) where other.id = wanted.id) > 1;
  select coalesce(array_agg(existing.id), '{}') into v_missing
    from unnest(v_current) as existing(id)
   where not (existing.id = any (ids));
  select coalesce(array_agg(distinct wanted.id), '{}') into v_unknown
    from unnest(ids) as wanted(id)
   where not (wanted.id = any (v_current));

  if cardinality(v_duplicated) > 0 or cardinality(v_missing) > 0 or cardinality(v_unknown) > 0 then
    raise exception 'ids must list every tool of the ranking exactly once'
      using errcode = '22023',
            detail = pg_catalog.concat_ws('; ',
              case when cardinality(v_missing) > 0 then 'missing: ' || array_to_string(v_missing, ', ') end,
              case when cardinality(v_unknown) > 0 then 'unknown: ' || array_to_string(v_unknown, ', ') end,
              case when cardinality(v_duplicated) > 0 then 'duplicated: ' || array_to_string(v_duplicated, ', ') end);
  end if;

  -- One statement: the deferrable unique constraint on position is checked at its end, so swaps cannot collide.
  update public.ai_tools as tools
     set position = wanted.place
    from unnest(ids) with ordinality as wanted(id, place)
   where tools.id = wanted.id
     and tools.position <> wanted.place;
end;
$$;

comment on function public.reorder_ai_tools(uuid[], uuid[]) is
  'Sets the ranking order atomically (admins with MFA only); refuses a stale expected_order with PT409.';

revoke all on function public.reorder_ai_tools(uuid[], uuid[]) from public;
grant execute on function public.reorder_ai_tools(uuid[], uuid[]) to authenticated, service_role;

-- Tool logos: public reads (the ranking shows them), writes only by admins with MFA.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('logos', 'logos', true, 1048576, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

create policy "Visitors read tool logos"
  on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'logos');

create policy "Admins with MFA upload tool logos"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'logos' and (select public.is_admin_aal2()));

create policy "Admins with MFA replace tool logos"
  on storage.objects
  for update
  to authenticated
  using (bucket_id = 'logos' and (select public.is_admin_aal2()))
  with check (bucket_id = 'logos' and (select public.is_admin_aal2()));

create policy "Admins with MFA delete tool logos"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'logos' and (select public.is_admin_aal2()));
