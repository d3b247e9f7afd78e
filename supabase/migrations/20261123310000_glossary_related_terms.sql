-- Related-term links of the glossary stay valid while admins edit it (/admin/glossary): a link must name an existing
-- term, once, and not the term itself; renaming a term's slug updates the links to it and deleting a term removes
-- them. The links stay in glossary_terms.related_terms (slugs, in the editor's order), which the public term page reads.

alter table public.glossary_terms add constraint glossary_terms_not_related_to_itself check (
  not (slug = any (related_terms))
);

comment on column public.glossary_terms.related_terms is
  'Slugs of other existing glossary terms, each once, in the editor''s order; kept in step with renames and deletes.';

-- Runs after each inserting or updating statement, so a multi-row insert may link terms it creates together.
create or replace function public.glossary_terms_check_related_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_unknown text[];
  v_duplicated text[];
begin
  select coalesce(array_agg(distinct related.slug), '{}') into v_duplicated
    from unnest(new.related_terms) as related(slug)
   where (select count(*) from unnest(new.related_terms) as other(slug) where other.slug = related.slug) > 1;
  if cardinality(v_duplicated) > 0 then
    raise exception 'Related terms of "%" repeat: %', new.slug, array_to_string(v_duplicated, ', ')
      using errcode = '23514';
  end if;

  select coalesce(array_agg(related.slug), '{}') into v_unknown
    from unnest(new.related_terms) as related(slug)
   where not exists (select 1 from public.glossary_terms as terms where terms.slug = related.slug);
  if cardinality(v_unknown) > 0 then
    raise exception 'Related terms of "%" do not exist: %', new.slug, array_to_string(v_unknown, ', ')
      using errcode = '23503';
  end if;
  return null;
end;
$$;

revoke all on function public.glossary_terms_check_related_terms() from public, anon, authenticated;

create trigger glossary_terms_check_related_terms
  after insert or update of related_terms on public.glossary_terms
  for each row
  execute function public.glossary_terms_check_related_terms();

-- A renamed term keeps its incoming links; a deleted one leaves none behind.
create or replace function public.glossary_terms_follow_related_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.glossary_terms as terms
       set related_terms = array_remove(terms.related_terms, old.slug)
     where old.slug = any (terms.related_terms);
    return null;
  end if;
  if new.slug is distinct from old.slug then
    update public.glossary_terms as terms
       set related_terms = array_replace(terms.related_terms, old.slug, new.slug)
     where old.slug = any (terms.related_terms);
  end if;
  return null;
end;
$$;

revoke all on function public.glossary_terms_follow_related_terms() from public, anon, authenticated;

create trigger glossary_terms_follow_related_terms
  after update of slug or delete on public.glossary_terms
  for each row
  execute function public.glossary_terms_follow_related_terms();

-- Lists of terms sorted by the database (the admin list pages through them) follow Polish alphabetical order:
-- Ł after L, Ś after S, instead of after Z as in the C collation.
alter table public.glossary_terms alter column term type text collate "pl-x-icu";
