-- A series of web design tips (/jak-poprawic-design-strony and /jak-poprawic-design-strony/<slug>).

create table public.design_tips (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  position integer not null,
  title text not null,
  lead text not null,
  body_md text not null,
  -- Short checks the reader can apply to their own site right away.
  checklist text[] not null default '{}',
  reading_minutes integer not null default 3,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint design_tips_slug_key unique (slug),
  constraint design_tips_position_key unique (position),
  constraint design_tips_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint design_tips_status_check check (status in ('draft', 'published')),
  constraint design_tips_reading_minutes_range check (reading_minutes between 1 and 60),
  constraint design_tips_published_has_date check (status = 'draft' or published_at is not null)
);

comment on table public.design_tips is 'Tips of the series "Jak poprawić design strony", in position order.';

create trigger design_tips_set_updated_at
  before update on public.design_tips
  for each row
  execute function public.set_updated_at();

alter table public.design_tips enable row level security;

create policy "Visitors read published design tips"
  on public.design_tips for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy "Admins with MFA read all design tips"
  on public.design_tips for select to authenticated using ((select public.is_admin_aal2()));
create policy "Admins with MFA insert design tips"
  on public.design_tips for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update design tips"
  on public.design_tips for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete design tips"
  on public.design_tips for delete to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.design_tips from anon, authenticated;
grant select on table public.design_tips to anon;
grant select, insert, update, delete on table public.design_tips to authenticated;
grant all on table public.design_tips to service_role;
