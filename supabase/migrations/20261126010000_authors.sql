-- Bylines: the people who write the articles. Public (name, role, bio and portrait are shown under every article
-- and on /o-nas); written only by admins with MFA. A post names at most one author; deleting an author leaves
-- their posts signed by the editors as a whole (author_id null).
create table public.authors (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  role text not null default '',
  bio text not null,
  -- Object path in the public bucket "media" (e.g. autorzy/anna-wisniewska.webp).
  avatar_path text,
  avatar_alt text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint authors_slug_format check (slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' and char_length(slug) <= 80),
  constraint authors_name_length check (char_length(btrim(name)) between 2 and 80),
  constraint authors_role_length check (char_length(role) <= 80),
  constraint authors_bio_length check (char_length(btrim(bio)) between 20 and 600),
  constraint authors_avatar_path_format check (
    avatar_path is null or (avatar_path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and avatar_path !~ '(^|/)\.\.(/|$)')
  ),
  -- A portrait is described for readers who cannot see it.
  constraint authors_avatar_alt_required check (
    avatar_path is null or char_length(btrim(coalesce(avatar_alt, ''))) between 3 and 200
  )
);

comment on table public.authors is 'Bylines of the articles (author box, /o-nas, JSON-LD Person).';
comment on column public.authors.avatar_path is 'Object path inside the public storage bucket "media".';

create trigger authors_set_updated_at
  before update on public.authors
  for each row
  execute function public.set_updated_at();

alter table public.authors enable row level security;

create policy "Anyone reads authors"
  on public.authors for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA add authors"
  on public.authors for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA edit authors"
  on public.authors for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete authors"
  on public.authors for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.authors from anon, authenticated;
grant select on table public.authors to anon;
grant select, insert, update, delete on table public.authors to authenticated;
grant all on table public.authors to service_role;

alter table public.posts
  add column author_id uuid references public.authors (id) on delete set null;

comment on column public.posts.author_id is 'Who wrote it; null: signed by the editors as a whole.';

create index posts_author_id_idx on public.posts (author_id);
