-- Free downloads on /gratisy: prompt packs, wallpapers and cheat sheets, stored in the private bucket "gratisy".
-- Everyone sees the list; the files are served through signed URLs, and RLS on storage.objects decides who may
-- sign one: visitors the free items, signed-in users everything (members_only items included).

create table public.downloads (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text not null default '',
  kind text not null,
  -- Object key in the bucket "gratisy".
  file_path text not null,
  -- What the visitor gets, e.g. "Markdown, 12 stron" or "PNG 1920 × 1080".
  file_format text not null,
  file_size_bytes integer,
  members_only boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint downloads_slug_key unique (slug),
  constraint downloads_file_path_key unique (file_path),
  constraint downloads_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint downloads_title_length check (char_length(btrim(title)) between 3 and 120),
  constraint downloads_description_length check (char_length(description) <= 600),
  constraint downloads_kind_check check (kind in ('prompt_pack', 'wallpaper', 'cheat_sheet')),
  constraint downloads_file_path_format check (file_path ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,5}$'),
  constraint downloads_file_format_length check (char_length(btrim(file_format)) between 2 and 60),
  constraint downloads_file_size_positive check (file_size_bytes is null or file_size_bytes > 0)
);

comment on table public.downloads is
  'Downloads of /gratisy; file_path is a key in bucket gratisy; members_only items need a signed-in user.';

create index downloads_kind_position_idx on public.downloads (kind, position);

create trigger downloads_set_updated_at
  before update on public.downloads
  for each row
  execute function public.set_updated_at();

alter table public.downloads enable row level security;

create policy "Visitors read downloads"
  on public.downloads
  for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA add downloads"
  on public.downloads
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA edit downloads"
  on public.downloads
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete downloads"
  on public.downloads
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.downloads from anon, authenticated;
grant select on table public.downloads to anon, authenticated;
grant insert, update, delete on table public.downloads to authenticated;
grant all on table public.downloads to service_role;

-- Bucket "gratisy" (also in config.toml for the local stack, which uploads supabase/seed-files/gratisy into it).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('gratisy', 'gratisy', false, 20971520, null)
on conflict (id) do nothing;

-- Reading an object (and so signing a URL for it) follows the download's gate.
create policy "Visitors read free downloads, signed-in users all downloads"
  on storage.objects
  for select
  to anon, authenticated
  using (
    bucket_id = 'gratisy'
    and exists (
      select 1
      from public.downloads as download
      where download.file_path = objects.name
        and (not download.members_only or (select auth.role()) = 'authenticated')
    )
  );

create policy "Admins with MFA upload downloads"
  on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'gratisy' and (select public.is_admin_aal2()));

create policy "Admins with MFA replace downloads"
  on storage.objects
  for update
  to authenticated
  using (bucket_id = 'gratisy' and (select public.is_admin_aal2()))
  with check (bucket_id = 'gratisy' and (select public.is_admin_aal2()));

create policy "Admins with MFA delete downloads"
  on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'gratisy' and (select public.is_admin_aal2()));
