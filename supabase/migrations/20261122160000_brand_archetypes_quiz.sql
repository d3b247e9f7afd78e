-- Brand archetypes (/branding/archetypy) and the brand identity quiz that scores answers into them
-- (/quiz/identyfikacja-brandu). Everyone reads; admins with MFA edit.

create table public.brand_archetypes (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  position integer not null,
  name text not null,
  motto text not null,
  summary text not null,
  description text not null,
  desire text not null,
  fear text not null,
  voice text not null,
  traits text[] not null default '{}',
  brands text[] not null default '{}',
  -- Hex colours typical of the archetype, shown as swatches.
  colors text[] not null default '{}',
  -- How to express the archetype in an AI image prompt.
  prompt_tip text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint brand_archetypes_slug_key unique (slug),
  constraint brand_archetypes_position_key unique (position),
  constraint brand_archetypes_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint brand_archetypes_colors_hex check (array_to_string(colors, ',') ~ '^(#[0-9a-f]{6}(,|$))*$')
);

comment on table public.brand_archetypes is 'The 12 brand archetypes; position is the display order and breaks quiz ties.';

create table public.brand_quiz_questions (
  id uuid primary key default gen_random_uuid(),
  position integer not null,
  question text not null,
  -- [{"text": "...", "archetypes": ["opiekun", "niewinny"]}]: the first archetype scores 2 points, the others 1.
  answers jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint brand_quiz_questions_position_key unique (position),
  constraint brand_quiz_questions_answers_array check (
    jsonb_typeof(answers) = 'array' and jsonb_array_length(answers) between 2 and 6
  )
);

comment on table public.brand_quiz_questions is 'Questions of the brand identity quiz, asked in position order.';

create trigger brand_archetypes_set_updated_at
  before update on public.brand_archetypes
  for each row
  execute function public.set_updated_at();

create trigger brand_quiz_questions_set_updated_at
  before update on public.brand_quiz_questions
  for each row
  execute function public.set_updated_at();

alter table public.brand_archetypes enable row level security;
alter table public.brand_quiz_questions enable row level security;

create policy "Visitors read brand archetypes"
  on public.brand_archetypes for select to anon, authenticated using (true);
create policy "Admins with MFA insert brand archetypes"
  on public.brand_archetypes for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update brand archetypes"
  on public.brand_archetypes for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete brand archetypes"
  on public.brand_archetypes for delete to authenticated using ((select public.is_admin_aal2()));

create policy "Visitors read brand quiz questions"
  on public.brand_quiz_questions for select to anon, authenticated using (true);
create policy "Admins with MFA insert brand quiz questions"
  on public.brand_quiz_questions for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update brand quiz questions"
  on public.brand_quiz_questions for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete brand quiz questions"
  on public.brand_quiz_questions for delete to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.brand_archetypes, public.brand_quiz_questions from anon, authenticated;
grant select on table public.brand_archetypes, public.brand_quiz_questions to anon;
grant select, insert, update, delete on table public.brand_archetypes, public.brand_quiz_questions to authenticated;
grant all on table public.brand_archetypes, public.brand_quiz_questions to service_role;
