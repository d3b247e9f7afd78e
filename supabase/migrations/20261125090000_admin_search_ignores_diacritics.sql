-- Admin search that ignores Polish diacritics and case: "zrodla" finds "Źródła", "lodz" finds "Łódź". Each listed
-- table gets a stored, folded copy of what the admin search looks at (search_text), which the admin screens match
-- with ilike against the folded query.

create extension if not exists unaccent with schema extensions;

-- unaccent() is only stable (its dictionary could change); with the dictionary named explicitly it is safe to
-- treat as immutable, which a generated column needs.
-- The parts are joined with spaces (missing ones skipped); every run of other characters becomes one space, as in
-- the site's foldForSearch (web/src/lib/polish-text.ts), so "text-to-image" matches "text to image".
create or replace function public.search_fold(variadic parts text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(lower(extensions.unaccent('extensions.unaccent'::regdictionary, array_to_string(parts, ' '))), '[^[:alnum:]]+', ' ', 'g'));
$$;

comment on function public.search_fold(text[]) is 'Lower case without diacritics (unaccent): the form admin search compares.';
revoke all on function public.search_fold(text[]) from public;
grant execute on function public.search_fold(text[]) to anon, authenticated, service_role;

alter table public.posts
  add column search_text text generated always as (public.search_fold(variadic array[title, slug] || tags)) stored;
alter table public.glossary_terms
  add column search_text text generated always as (public.search_fold(term, slug, also_known_as)) stored;
alter table public.ai_tools
  add column search_text text generated always as (public.search_fold(name, vendor, slug)) stored;
