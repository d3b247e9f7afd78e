-- The ranking of AI image and video tools (/ranking-top-ai): admins decide the order, everyone reads it.

create table public.ai_tools (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  vendor text not null,
  category text not null,
  -- Place in the ranking, set by admins (1 = top).
  position integer not null,
  -- Editorial score on a 0–10 scale.
  score numeric(3, 1) not null,
  -- Cheapest paid plan in US dollars a month; null when the tool has no subscription (e.g. open weights).
  price_from_usd numeric(8, 2),
  pricing_note text not null,
  has_free_tier boolean not null,
  commercial_use text not null,
  licence_note text not null,
  polish_support text not null,
  strengths text[] not null default '{}',
  weaknesses text[] not null default '{}',
  best_for text not null,
  -- What the tool is good at; the recommender (/ai/znajdz-swoj-generator-ai) matches these.
  use_cases text[] not null default '{}',
  url text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint ai_tools_slug_key unique (slug),
  constraint ai_tools_position_key unique (position) deferrable initially immediate,
  constraint ai_tools_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80
  ),
  constraint ai_tools_category_check check (category in ('obrazy', 'wideo', 'obrazy-i-wideo')),
  constraint ai_tools_position_positive check (position > 0),
  constraint ai_tools_score_range check (score between 0 and 10),
  constraint ai_tools_price_not_negative check (price_from_usd is null or price_from_usd >= 0),
  constraint ai_tools_commercial_use_check check (commercial_use in ('tak', 'warunkowo', 'nie')),
  constraint ai_tools_polish_support_check check (polish_support in ('pełne', 'częściowe', 'brak')),
  constraint ai_tools_url_https check (url ~ '^https://'),
  constraint ai_tools_use_cases_check check (
    use_cases <@ array['ilustracje', 'fotografia', 'tekst', 'wektory', 'edycja', 'wideo']::text[]
  )
);

comment on table public.ai_tools is 'Tools in the /ranking-top-ai ranking; position is the admin-defined order.';
comment on column public.ai_tools.commercial_use is 'tak = allowed on paid plans without special conditions, warunkowo = with conditions, nie = not allowed.';
comment on column public.ai_tools.polish_support is 'How well prompts and the interface work in Polish: pełne, częściowe or brak.';

create trigger ai_tools_set_updated_at
  before update on public.ai_tools
  for each row
  execute function public.set_updated_at();

alter table public.ai_tools enable row level security;

create policy "Visitors read the AI tools ranking"
  on public.ai_tools
  for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA insert AI tools"
  on public.ai_tools
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update AI tools"
  on public.ai_tools
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete AI tools"
  on public.ai_tools
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.ai_tools from anon, authenticated;
grant select on table public.ai_tools to anon;
grant select, insert, update, delete on table public.ai_tools to authenticated;
grant all on table public.ai_tools to service_role;
