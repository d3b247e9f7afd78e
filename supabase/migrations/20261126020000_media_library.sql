-- The media library of the article editor: images uploaded once, with required alt text, inserted into any article
-- (Markdown `![alt](public URL)`) or set as its cover, and deleted only when no post uses them.
--
-- Files live in the public `covers` bucket (new uploads under `library/`), because posts.cover_path is a path in that
-- bucket: a library image becomes a cover by copying its path, and the existing cover policies already let admins
-- with MFA upload there. The table is the library's index (alt text, size, author); visitors never read it, they
-- load the images from the public bucket.

create table public.media_items (
  id uuid primary key default gen_random_uuid(),
  bucket text not null default 'covers',
  path text not null,
  alt text not null,
  width integer,
  height integer,
  mime text not null,
  bytes bigint not null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),

  constraint media_items_path_key unique (path),
  constraint media_items_bucket_check check (bucket = 'covers'),
  -- The same rule as posts.cover_path, so every library path can become a cover; no "..", no leading "/".
  constraint media_items_path_format check (
    char_length(path) <= 300 and path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and path !~ '(^|/)\.\.(/|$)'
  ),
  constraint media_items_alt_length check (char_length(btrim(alt)) between 1 and 300),
  constraint media_items_mime_check check (mime in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif')),
  constraint media_items_bytes_range check (bytes between 1 and 5242880),
  constraint media_items_dimensions check (
    (width is null) = (height is null) and (width is null or (width between 1 and 20000 and height between 1 and 20000))
  )
);

comment on table public.media_items is 'The admin media library: images in the covers bucket with alt text; admins with MFA only.';
comment on column public.media_items.path is 'Object path inside the storage bucket "covers" (uploads from the library: library/…).';

create index media_items_created_idx on public.media_items (created_at desc);

-- Where each library image is used: as a post's cover (cover_path) or in a post's Markdown through its public URL
-- (`…/object/public/covers/<path>` or `…/render/image/public/covers/<path>?width=…`). The path's characters are
-- limited by media_items_path_format, so "." is the only one with a meaning in a regular expression.
-- Security invoker: an admin with MFA sees every post, anyone else only what RLS shows them.
create function public.media_item_usages(item_id uuid default null)
returns table (
  media_item_id uuid,
  post_id uuid,
  post_title text,
  post_slug text,
  post_section text,
  post_status text,
  as_cover boolean,
  in_body boolean
)
language sql
stable
set search_path = ''
as $$
  select m.id, p.id, p.title, p.slug, p.section, p.status, coalesce(p.cover_path = m.path, false), u.in_body
  from public.media_items m
  cross join lateral (
    select '/public/' || m.bucket || '/' || replace(m.path, '.', '\.') || '($|[^A-Za-z0-9/._-])' as pattern
  ) r
  join public.posts p on p.cover_path = m.path or p.body_md ~ r.pattern
  cross join lateral (select p.body_md ~ r.pattern as in_body) u
  where item_id is null or m.id = item_id
  order by m.id, p.title, p.id;
$$;

revoke all on function public.media_item_usages(uuid) from public, anon;
grant execute on function public.media_item_usages(uuid) to authenticated, service_role;

-- The database, not only the UI, keeps used images: deleting a library item that a post uses is refused.
-- The share lock makes a post save that is under way finish first (and one that starts now wait), so a reference
-- written at the same moment is either seen here or blocked until this delete has committed.
create function public.media_items_refuse_delete_in_use()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_titles text;
begin
  lock table public.posts in share mode;
  select string_agg(distinct u.post_title, ', ') into v_titles from public.media_item_usages(old.id) u;
  if v_titles is not null then
    raise exception using
      errcode = '23503',
      message = 'media_item_in_use: this image is used by a post and cannot be deleted',
      detail = format('Used by: %s', v_titles),
      hint = 'Remove it from those posts (cover and body) first.';
  end if;
  return old;
end;
$$;

revoke all on function public.media_items_refuse_delete_in_use() from public, anon, authenticated, service_role;

create trigger media_items_refuse_delete_in_use
  before delete on public.media_items
  for each row
  execute function public.media_items_refuse_delete_in_use();

alter table public.media_items enable row level security;

create policy "Admins with MFA read the media library"
  on public.media_items
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

create policy "Admins with MFA add to the media library"
  on public.media_items
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA edit alt text in the media library"
  on public.media_items
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete unused media"
  on public.media_items
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

-- Admins choose what describes the file; id, author and date are the database's (created_by is the caller).
revoke all on table public.media_items from anon, authenticated;
grant select, delete on table public.media_items to authenticated;
grant insert (bucket, path, alt, width, height, mime, bytes) on table public.media_items to authenticated;
grant update (alt) on table public.media_items to authenticated;
grant all on table public.media_items to service_role;

-- The file of a library item stays as long as its row: it cannot be deleted, replaced (upsert) or moved while listed,
-- so the library never points at a missing or different file. Deleting an item is therefore row first (refused
-- while used), then the file.
create policy "Listed library files are not deleted"
  on storage.objects
  as restrictive
  for delete
  to authenticated
  using (not exists (select 1 from public.media_items m where m.bucket = objects.bucket_id and m.path = objects.name));

create policy "Listed library files are not replaced or moved"
  on storage.objects
  as restrictive
  for update
  to authenticated
  using (not exists (select 1 from public.media_items m where m.bucket = objects.bucket_id and m.path = objects.name));
