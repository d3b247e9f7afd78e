-- The AI glossary (/slownik-ai): one row per term, readable by everyone, edited by admins with MFA.

create table public.glossary_terms (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  term text not null,
  -- Original spelling or expansion of the term, e.g. English name of a Polish term.
  also_known_as text,
  definition text not null,
  example text,
  related_terms text[] not null default '{}',
  related_posts text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint glossary_terms_slug_key unique (slug),
  constraint glossary_terms_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120
  ),
  constraint glossary_terms_term_not_blank check (char_length(btrim(term)) > 0),
  constraint glossary_terms_definition_not_blank check (char_length(btrim(definition)) > 0)
);

comment on table public.glossary_terms is 'Terms of the AI glossary, shown at /slownik-ai and /slownik-ai/<slug>.';
comment on column public.glossary_terms.related_terms is 'Slugs of other glossary terms; unknown slugs are ignored by the site.';
comment on column public.glossary_terms.related_posts is 'Slugs of articles in public.posts; only published ones are shown.';

create trigger glossary_terms_set_updated_at
  before update on public.glossary_terms
  for each row
  execute function public.set_updated_at();

alter table public.glossary_terms enable row level security;

create policy "Visitors read glossary terms"
  on public.glossary_terms
  for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA insert glossary terms"
  on public.glossary_terms
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update glossary terms"
  on public.glossary_terms
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete glossary terms"
  on public.glossary_terms
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.glossary_terms from anon, authenticated;
grant select on table public.glossary_terms to anon;
grant select, insert, update, delete on table public.glossary_terms to authenticated;
grant all on table public.glossary_terms to service_role;
