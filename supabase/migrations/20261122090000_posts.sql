-- Articles of the site, published under /post/<slug> or /midjourney/<slug> depending on section.

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  section text not null default 'post',
  title text not null,
  lead text not null,
  body_md text not null,
  cover_path text,
  cover_alt text,
  tags text[] not null default '{}',
  reading_minutes integer not null default 1,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint posts_slug_key unique (slug),
  constraint posts_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120
  ),
  constraint posts_section_check check (section in ('post', 'midjourney')),
  constraint posts_status_check check (status in ('draft', 'published')),
  constraint posts_title_not_blank check (char_length(btrim(title)) > 0),
  constraint posts_reading_minutes_range check (reading_minutes between 1 and 180),
  -- A published article without a date would never appear on the home page.
  constraint posts_published_has_date check (status = 'draft' or published_at is not null)
);

comment on table public.posts is 'Articles; section decides the URL prefix (/post or /midjourney).';
comment on column public.posts.cover_path is 'Object path inside the storage bucket "covers".';
comment on column public.posts.body_md is 'Article body in Markdown; rendered and sanitised by the web app.';

-- Home page: newest published articles first.
create index posts_published_at_idx
  on public.posts (published_at desc)
  where status = 'published';

-- Keeps updated_at honest whatever client writes the row.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Only ever called by triggers (which do not need EXECUTE); keep it out of the RPC surface.
revoke all on function public.set_updated_at() from public, anon, authenticated;

create trigger posts_set_updated_at
  before update on public.posts
  for each row
  execute function public.set_updated_at();

alter table public.posts enable row level security;

create policy "Visitors read published posts"
  on public.posts
  for select
  to anon, authenticated
  using (status = 'published' and published_at <= now());

create policy "Admins with MFA read all posts"
  on public.posts
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

create policy "Admins with MFA insert posts"
  on public.posts
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update posts"
  on public.posts
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete posts"
  on public.posts
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

-- Explicit grants instead of Supabase's default "all to anon, authenticated".
-- No truncate/references/trigger for API roles: truncate would bypass RLS.
revoke all on table public.posts from anon, authenticated;
grant select on table public.posts to anon;
grant select, insert, update, delete on table public.posts to authenticated;
grant all on table public.posts to service_role;
