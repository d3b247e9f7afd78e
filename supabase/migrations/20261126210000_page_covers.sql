-- Guides, comparisons and site pages get a cover like posts have: the picture under the title and the link-preview
-- image (og:image, 1200×630 through Storage's image transformation). The path is a key in the public `covers`
-- bucket; the alt text is Polish and describes the picture.
alter table public.site_pages
  add column cover_path text,
  add column cover_alt text,
  add constraint site_pages_cover_alt_length check (cover_alt is null or char_length(cover_alt) <= 300),
  add constraint site_pages_cover_path_format check (
    cover_path is null or (cover_path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and cover_path !~ '(^|/)\.\.(/|$)')
  ),
  add constraint site_pages_cover_has_alt check (cover_path is null or cover_alt is not null);

alter table public.tool_comparisons
  add column cover_path text,
  add column cover_alt text,
  add constraint tool_comparisons_cover_alt_length check (cover_alt is null or char_length(cover_alt) <= 300),
  add constraint tool_comparisons_cover_path_format check (
    cover_path is null or (cover_path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and cover_path !~ '(^|/)\.\.(/|$)')
  ),
  add constraint tool_comparisons_cover_has_alt check (cover_path is null or cover_alt is not null);

alter table public.parameter_guides
  add column cover_path text,
  add column cover_alt text,
  add constraint parameter_guides_cover_alt_length check (cover_alt is null or char_length(cover_alt) <= 300),
  add constraint parameter_guides_cover_path_format check (
    cover_path is null or (cover_path ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$' and cover_path !~ '(^|/)\.\.(/|$)')
  ),
  add constraint parameter_guides_cover_has_alt check (cover_path is null or cover_alt is not null);
