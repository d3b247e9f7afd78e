-- Creatures ("stwory") composed by signed-in visitors on /stworz-stwora, moderated by admins on /admin/stwory.
-- A creature is stored as its parts (shape, eyes, mouth, accessories, two colours) and rendered to SVG by the site,
-- never as user-supplied SVG markup, so nothing a visitor sends can inject script into the gallery.
-- Submitting requires an account: the moderation queue then has a known author per row, a per-author rate limit
-- (below) is enough against spam, and the author can see the outcome on their account page.

-- The parts the site knows how to draw; keep in sync with web/src/features/stwory/creature.ts.
create or replace function public.creature_parts_are_valid(p_parts jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_accessories jsonb;
begin
  if p_parts is null or jsonb_typeof(p_parts) <> 'object' then
    return false;
  end if;
  if not (p_parts ?& array['body', 'eyes', 'mouth', 'accessories', 'bodyColor', 'accentColor'])
     or (select count(*) from jsonb_object_keys(p_parts)) <> 6 then
    return false;
  end if;
  if coalesce(p_parts ->> 'body', '') not in ('round', 'blob', 'square', 'ghost', 'pear')
     or coalesce(p_parts ->> 'eyes', '') not in ('round', 'sleepy', 'cyclops', 'three', 'star')
     or coalesce(p_parts ->> 'mouth', '') not in ('smile', 'grin', 'fangs', 'surprised', 'tongue')
     or coalesce(p_parts ->> 'bodyColor', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(p_parts ->> 'accentColor', '') !~ '^#[0-9a-f]{6}$' then
    return false;
  end if;
  v_accessories := p_parts -> 'accessories';
  if jsonb_typeof(v_accessories) <> 'array' or jsonb_array_length(v_accessories) > 3 then
    return false;
  end if;
  return not exists (
      select 1
      from jsonb_array_elements(v_accessories) as accessory
      where jsonb_typeof(accessory) <> 'string'
         or accessory #>> '{}' not in ('hat', 'crown', 'bow', 'glasses', 'horns', 'antennae', 'scarf')
    )
    and (select count(distinct accessory) from jsonb_array_elements(v_accessories) as accessory)
      = jsonb_array_length(v_accessories);
end;
$$;

comment on function public.creature_parts_are_valid(jsonb) is
  'True when the JSON is a creature the site can draw: known body/eyes/mouth, up to 3 distinct accessories, #rrggbb colours.';

create table public.creatures (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  parts jsonb not null,
  -- Optional picture in the public bucket "stwory", always under the author's folder "<author uuid>/…".
  image_path text,
  -- Null only for creatures of the editorial team (seed); every submission carries its author.
  author_id uuid default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending',
  rejection_reason text,
  moderated_by uuid references auth.users (id) on delete set null,
  moderated_at timestamptz,
  created_at timestamptz not null default now(),

  constraint creatures_name_length check (char_length(btrim(name)) between 2 and 40 and name = btrim(name)),
  constraint creatures_parts_valid check (public.creature_parts_are_valid(parts)),
  constraint creatures_status_check check (status in ('pending', 'approved', 'rejected')),
  constraint creatures_image_path_format check (
    image_path is null or image_path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9_-]{1,80}\.(png|jpg|jpeg|webp)$'
  ),
  constraint creatures_rejection_reason check (
    (status = 'rejected' and char_length(btrim(rejection_reason)) between 3 and 500)
    or (status <> 'rejected' and rejection_reason is null)
  ),
  constraint creatures_moderation_pair check ((moderated_at is null) = (status = 'pending'))
);

comment on table public.creatures is
  'Creatures from /stworz-stwora: parts to draw, optional picture in bucket stwory, author, moderation status.';
comment on column public.creatures.parts is
  '{body, eyes, mouth, accessories[], bodyColor, accentColor}; see public.creature_parts_are_valid.';

create index creatures_status_created_idx on public.creatures (status, created_at desc);
create index creatures_author_idx on public.creatures (author_id, created_at desc);

-- Per-author limits against flooding the queue: 5 waiting at once, 20 a day.
create or replace function public.creatures_limit_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('creatures:' || new.author_id::text));
  if (select count(*) from public.creatures where author_id = new.author_id and status = 'pending') >= 5 then
    raise exception 'Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.'
      using errcode = 'P0001', hint = 'creatures_pending_limit';
  end if;
  if (select count(*) from public.creatures
      where author_id = new.author_id and created_at > now() - interval '1 day') >= 20 then
    raise exception 'Wysłano już 20 stworów w ciągu doby. Spróbuj ponownie jutro.'
      using errcode = 'P0001', hint = 'creatures_daily_limit';
  end if;
  return new;
end;
$$;

revoke all on function public.creatures_limit_submissions() from public, anon, authenticated;

create trigger creatures_limit_submissions
  before insert on public.creatures
  for each row
  execute function public.creatures_limit_submissions();

alter table public.creatures enable row level security;

create policy "Visitors read approved creatures"
  on public.creatures
  for select
  to anon, authenticated
  using (status = 'approved');

create policy "Authors read their own creatures"
  on public.creatures
  for select
  to authenticated
  using (author_id = (select auth.uid()));

create policy "Admins read all creatures"
  on public.creatures
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Signed-in users submit their own creatures for moderation"
  on public.creatures
  for insert
  to authenticated
  with check (
    author_id = (select auth.uid())
    and status = 'pending'
    and rejection_reason is null
    and moderated_by is null
    and moderated_at is null
    and (image_path is null or split_part(image_path, '/', 1) = (select auth.uid())::text)
  );

create policy "Admins with MFA delete creatures"
  on public.creatures
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.creatures from anon, authenticated;
grant select on table public.creatures to anon, authenticated;
-- Status and moderation columns are written only by public.moderate_creatures.
grant insert (name, parts, image_path, author_id) on table public.creatures to authenticated;
grant delete on table public.creatures to authenticated;
grant all on table public.creatures to service_role;

-- The gallery receives approved creatures live and the admin queue new submissions (realtime applies the RLS above).
alter publication supabase_realtime add table public.creatures;

-- Approves or rejects creatures in one transaction: all of p_ids or none. Only an admin with MFA (aal2).
create or replace function public.moderate_creatures(p_ids uuid[], p_status text, p_reason text default null)
returns setof public.creatures
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_wanted integer;
  v_found integer;
begin
  if not public.is_admin_aal2() then
    raise exception 'Moderować stwory może tylko administrator z weryfikacją dwuetapową.' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception 'Nieznana decyzja: użyj approved albo rejected.' using errcode = '22023';
  end if;
  v_wanted := (select count(distinct id) from unnest(coalesce(p_ids, '{}'::uuid[])) as id where id is not null);
  if v_wanted = 0 then
    raise exception 'Nie wybrano żadnego stwora.' using errcode = '22023';
  end if;
  if v_wanted > 200 then
    raise exception 'Naraz można moderować najwyżej 200 stworów.' using errcode = '22023';
  end if;
  if p_status = 'rejected' and (v_reason is null or char_length(v_reason) < 3) then
    raise exception 'Podaj powód odrzucenia (co najmniej 3 znaki).' using errcode = '22023';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'Powód odrzucenia może mieć najwyżej 500 znaków.' using errcode = '22023';
  end if;

  select count(*) into v_found
  from (select id from public.creatures where id = any(p_ids) for update) as locked;
  if v_found <> v_wanted then
    raise exception 'Nie znaleziono % z wybranych stworów (ktoś mógł je usunąć). Odśwież listę.', v_wanted - v_found
      using errcode = 'P0002';
  end if;

  return query
    update public.creatures
    set status = p_status,
        rejection_reason = case when p_status = 'rejected' then v_reason end,
        moderated_by = auth.uid(),
        moderated_at = now()
    where id = any(p_ids)
    returning *;
end;
$$;

comment on function public.moderate_creatures(uuid[], text, text) is
  'Approve or reject (with a reason) the given creatures atomically; admins with MFA (aal2) only.';

revoke all on function public.moderate_creatures(uuid[], text, text) from public, anon;
grant execute on function public.moderate_creatures(uuid[], text, text) to authenticated, service_role;
revoke all on function public.creature_parts_are_valid(jsonb) from public;
grant execute on function public.creature_parts_are_valid(jsonb) to anon, authenticated, service_role;

-- Bucket "stwory" (also in config.toml for the local stack); created here so a hosted project gets it too.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('stwory', 'stwory', true, 10485760, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

create policy "Signed-in users upload creature images into their own folder"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'stwory' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Anyone reads creature images"
  on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'stwory');

create policy "Admins with MFA delete creature images"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'stwory' and (select public.is_admin_aal2()));
