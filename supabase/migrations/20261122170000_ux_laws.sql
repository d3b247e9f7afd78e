-- Laws of UX (/ux/prawa-ux): one row per law, in display order; everyone reads, admins with MFA edit.

create table public.ux_laws (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  position integer not null,
  name text not null,
  original_name text not null,
  category text not null,
  summary text not null,
  description text not null,
  example text not null,
  tip text not null,
  origin text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint ux_laws_slug_key unique (slug),
  constraint ux_laws_position_key unique (position),
  constraint ux_laws_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint ux_laws_category_check check (category in ('decyzje', 'pamięć', 'percepcja', 'wydajność', 'zasady'))
);

comment on table public.ux_laws is 'Laws and principles of UX with examples, shown at /ux/prawa-ux.';

create trigger ux_laws_set_updated_at
  before update on public.ux_laws
  for each row
  execute function public.set_updated_at();

alter table public.ux_laws enable row level security;

create policy "Visitors read UX laws"
  on public.ux_laws for select to anon, authenticated using (true);
create policy "Admins with MFA insert UX laws"
  on public.ux_laws for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update UX laws"
  on public.ux_laws for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete UX laws"
  on public.ux_laws for delete to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.ux_laws from anon, authenticated;
grant select on table public.ux_laws to anon;
grant select, insert, update, delete on table public.ux_laws to authenticated;
grant all on table public.ux_laws to service_role;
