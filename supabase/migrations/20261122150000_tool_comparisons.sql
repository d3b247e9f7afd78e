-- Comparison articles (/ai/porownanie-…): editorial text plus the tools of the ranking they compare.

create table public.tool_comparisons (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  lead text not null,
  body_md text not null,
  -- Slugs of public.ai_tools rows shown in the comparison table, in the editor's order.
  tool_slugs text[] not null,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint tool_comparisons_slug_key unique (slug),
  constraint tool_comparisons_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint tool_comparisons_status_check check (status in ('draft', 'published')),
  constraint tool_comparisons_has_tools check (cardinality(tool_slugs) >= 2),
  constraint tool_comparisons_published_has_date check (status = 'draft' or published_at is not null)
);

comment on table public.tool_comparisons is 'Comparison articles of AI tools shown under /ai/<slug>.';

create trigger tool_comparisons_set_updated_at
  before update on public.tool_comparisons
  for each row
  execute function public.set_updated_at();

alter table public.tool_comparisons enable row level security;

create policy "Visitors read published tool comparisons"
  on public.tool_comparisons
  for select
  to anon, authenticated
  using (status = 'published' and published_at <= now());

create policy "Admins with MFA read all tool comparisons"
  on public.tool_comparisons
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

create policy "Admins with MFA insert tool comparisons"
  on public.tool_comparisons
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update tool comparisons"
  on public.tool_comparisons
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete tool comparisons"
  on public.tool_comparisons
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.tool_comparisons from anon, authenticated;
grant select on table public.tool_comparisons to anon;
grant select, insert, update, delete on table public.tool_comparisons to authenticated;
grant all on table public.tool_comparisons to service_role;
