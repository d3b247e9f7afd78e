-- The admin page editor: scheduled publishing, SEO fields, a strict version stamp for optimistic concurrency,
-- a slug check usable while typing, the admin dashboard, cover uploads and the editor's presence channel.

-- Scheduling without a job: a scheduled post is stored as status 'published' with scheduled_for set and
-- published_at = scheduled_for. The visitor policy ("published and published_at <= now()") and every public query
-- (status = published) therefore show it exactly when its time comes, and hide it before. The admin UI shows
-- "draft / published / scheduled"; "scheduled" = published with published_at still in the future.
alter table public.posts
  add column scheduled_for timestamptz,
  add column seo_title text,
  add column seo_description text;

alter table public.posts
  add constraint posts_scheduled_only_published check (scheduled_for is null or status = 'published'),
  add constraint posts_seo_title_length check (seo_title is null or char_length(seo_title) <= 70),
  add constraint posts_seo_description_length check (seo_description is null or char_length(seo_description) <= 160),
  add constraint posts_cover_alt_length check (cover_alt is null or char_length(cover_alt) <= 300),
  add constraint posts_cover_path_format check (
    cover_path is null or (cover_path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and cover_path !~ '(^|/)\.\.(/|$)')
  );

comment on column public.posts.scheduled_for is
  'Go-live time chosen in the editor (status published only); published_at follows it.';
comment on column public.posts.seo_title is 'Title for search engines and the browser tab; the article title when null.';
comment on column public.posts.seo_description is 'Meta description; the lead when null.';

-- Keeps published_at consistent with the status and the schedule, whatever client writes the row.
create or replace function public.posts_sync_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.scheduled_for is not null then
    new.published_at := new.scheduled_for;
  elsif new.status = 'published' then
    -- "Publish now": keep the original date of a post that is already live; a future date (a schedule being
    -- cancelled) or none becomes now.
    if new.published_at is null or new.published_at > now() then
      new.published_at := now();
    end if;
  else
    new.scheduled_for := null;
  end if;
  return new;
end;
$$;

revoke all on function public.posts_sync_schedule() from public, anon, authenticated;

create trigger posts_sync_schedule
  before insert or update on public.posts
  for each row
  execute function public.posts_sync_schedule();

-- updated_at is the editor's version stamp: strictly increasing per row, even for two saves within one
-- microsecond or one transaction, so "update ... where updated_at = <loaded>" can never match a newer version.
create or replace function public.posts_bump_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  return new;
end;
$$;

revoke all on function public.posts_bump_version() from public, anon, authenticated;

drop trigger posts_set_updated_at on public.posts;
create trigger posts_set_updated_at
  before update on public.posts
  for each row
  execute function public.posts_bump_version();

-- The admin list sorts and filters by these.
create index posts_updated_at_idx on public.posts (updated_at desc);

-- Whether a slug is free (for the editor, while typing). Security definer so the answer also counts rows the
-- caller cannot read; only admins may ask, so visitors cannot probe for unpublished drafts.
create or replace function public.slug_available(slug text, except_id uuid default null)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin_required' using errcode = '42501', hint = 'Tylko administrator może sprawdzać adresy.';
  end if;
  return not exists (
    select 1 from public.posts p
    where p.slug = slug_available.slug and (except_id is null or p.id <> except_id)
  );
end;
$$;

revoke all on function public.slug_available(text, uuid) from public;
grant execute on function public.slug_available(text, uuid) to authenticated, service_role;

-- The admin dashboard in one call: counts and the latest activity. Reads tables admins at aal1 may not read,
-- hence security definer with the admin check inside. public.creatures is created by another migration and may
-- not exist yet, so it is only read through dynamic SQL when present.
create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pending_creatures bigint;
  v_creature_activity jsonb := '[]'::jsonb;
  v_result jsonb;
begin
  if not public.is_admin() then
    raise exception 'admin_required' using errcode = '42501', hint = 'Panel jest dostępny tylko dla administratorów.';
  end if;

  if to_regclass('public.creatures') is not null then
    begin
      execute 'select count(*) from public.creatures where status = ''pending''' into v_pending_creatures;
      execute $sql$
        select coalesce(jsonb_agg(a order by a.at desc), '[]'::jsonb)
        from (
          select 'creature' as kind, c.id::text as id, c.name::text as title, c.created_at as at, c.status::text as detail
          from public.creatures c
          order by c.created_at desc
          limit 5
        ) a
      $sql$ into v_creature_activity;
    exception when undefined_column or undefined_table then
      -- Another shape than expected: show no creature numbers rather than break the dashboard.
      v_pending_creatures := null;
      v_creature_activity := '[]'::jsonb;
    end;
  end if;

  select jsonb_build_object(
    'published_posts', (
      select count(*) from public.posts where status = 'published' and published_at <= now()
    ),
    'scheduled_posts', (
      select count(*) from public.posts where status = 'published' and published_at > now()
    ),
    'draft_posts', (select count(*) from public.posts where status = 'draft'),
    'subscribers', (
      select jsonb_build_object(
        'pending', count(*) filter (where status = 'pending'),
        'confirmed', count(*) filter (where status = 'confirmed'),
        'unsubscribed', count(*) filter (where status = 'unsubscribed'),
        'bounced', count(*) filter (where status = 'bounced')
      )
      from public.newsletter_subscribers
    ),
    'pending_creatures', v_pending_creatures,
    -- Inquiries have no "handled" state yet: "new" means received in the last 7 days.
    'new_inquiries', (
      select count(*) from public.training_inquiries where created_at > now() - interval '7 days'
    ),
    'recent_activity', (
      select coalesce(jsonb_agg(a order by a.at desc), '[]'::jsonb)
      from (
        select * from (
          select 'post' as kind, p.id::text as id, p.title as title, p.updated_at as at,
            case when p.status = 'published' and p.published_at > now() then 'scheduled' else p.status end as detail
          from public.posts p
          order by p.updated_at desc
          limit 5
        ) posts
        union all
        select * from (
          select 'inquiry' as kind, i.id::text, i.name, i.created_at, i.offer_slug
          from public.training_inquiries i
          order by i.created_at desc
          limit 5
        ) inquiries
        union all
        select x ->> 'kind', x ->> 'id', x ->> 'title', (x ->> 'at')::timestamptz, x ->> 'detail'
        from jsonb_array_elements(v_creature_activity) x
        order by at desc
        limit 10
      ) a
    )
  ) into v_result;

  return v_result;
end;
$$;

revoke all on function public.admin_dashboard() from public;
grant execute on function public.admin_dashboard() to authenticated, service_role;

-- Covers: anyone reads (the bucket is public); only admins with MFA upload, replace or delete.
create policy "Anyone reads covers"
  on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'covers');

create policy "Admins with MFA upload covers"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'covers' and (select public.is_admin_aal2()));

create policy "Admins with MFA replace covers"
  on storage.objects
  for update
  to authenticated
  using (bucket_id = 'covers' and (select public.is_admin_aal2()))
  with check (bucket_id = 'covers' and (select public.is_admin_aal2()));

create policy "Admins with MFA delete covers"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'covers' and (select public.is_admin_aal2()));

-- Presence in the page editor runs on private channels "admin-page:<post id>": only admins with MFA join or track.
create policy "Admins with MFA join page editor channels"
  on realtime.messages
  for select
  to authenticated
  using (realtime.topic() like 'admin-page:%' and (select public.is_admin_aal2()));

create policy "Admins with MFA announce themselves in page editor channels"
  on realtime.messages
  for insert
  to authenticated
  with check (realtime.topic() like 'admin-page:%' and (select public.is_admin_aal2()));
