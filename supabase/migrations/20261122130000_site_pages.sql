-- Standalone pages of the site whose text editors maintain (e.g. /polityka-prywatnosci).

create table public.site_pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text not null,
  body_md text not null,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint site_pages_slug_key unique (slug),
  constraint site_pages_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120
  ),
  constraint site_pages_status_check check (status in ('draft', 'published')),
  constraint site_pages_title_not_blank check (char_length(btrim(title)) > 0),
  constraint site_pages_published_has_date check (status = 'draft' or published_at is not null)
);

comment on table public.site_pages is 'Pages such as the privacy policy; slug is the URL path without the leading slash.';
comment on column public.site_pages.body_md is 'Page body in Markdown; rendered and sanitised by the web app.';

create trigger site_pages_set_updated_at
  before update on public.site_pages
  for each row
  execute function public.set_updated_at();

alter table public.site_pages enable row level security;

create policy "Visitors read published site pages"
  on public.site_pages
  for select
  to anon, authenticated
  using (status = 'published' and published_at <= now());

create policy "Admins with MFA read all site pages"
  on public.site_pages
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

create policy "Admins with MFA insert site pages"
  on public.site_pages
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update site pages"
  on public.site_pages
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete site pages"
  on public.site_pages
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.site_pages from anon, authenticated;
grant select on table public.site_pages to anon;
grant select, insert, update, delete on table public.site_pages to authenticated;
grant all on table public.site_pages to service_role;
