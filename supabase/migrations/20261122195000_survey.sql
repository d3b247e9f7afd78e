-- The readers' survey (/ankieta): questions readable by everyone, answers insert-only for visitors and
-- readable only by admins with MFA.

create table public.survey_questions (
  id uuid primary key default gen_random_uuid(),
  position integer not null,
  question text not null,
  kind text not null,
  options text[] not null default '{}',
  required boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint survey_questions_position_key unique (position),
  constraint survey_questions_kind_check check (kind in ('single', 'multiple', 'scale', 'text')),
  constraint survey_questions_options_present check (kind in ('scale', 'text') or cardinality(options) >= 2)
);

comment on table public.survey_questions is 'Questions of the /ankieta survey, asked in position order.';

create table public.survey_responses (
  id uuid primary key default gen_random_uuid(),
  -- {"<question position>": "answer" | ["answers"] | 1–5}
  answers jsonb not null,
  created_at timestamptz not null default now(),

  constraint survey_responses_answers_object check (jsonb_typeof(answers) = 'object'),
  constraint survey_responses_answers_size check (pg_column_size(answers) <= 8000)
);

comment on table public.survey_responses is 'Anonymous survey answers; insert-only for visitors.';

create trigger survey_questions_set_updated_at
  before update on public.survey_questions
  for each row
  execute function public.set_updated_at();

alter table public.survey_questions enable row level security;
alter table public.survey_responses enable row level security;

create policy "Visitors read survey questions"
  on public.survey_questions for select to anon, authenticated using (true);
create policy "Admins with MFA insert survey questions"
  on public.survey_questions for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update survey questions"
  on public.survey_questions for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete survey questions"
  on public.survey_questions for delete to authenticated using ((select public.is_admin_aal2()));

create policy "Visitors send survey responses"
  on public.survey_responses for insert to anon, authenticated with check (true);
create policy "Admins with MFA read survey responses"
  on public.survey_responses for select to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.survey_questions, public.survey_responses from anon, authenticated;
grant select on table public.survey_questions to anon;
grant select, insert, update, delete on table public.survey_questions to authenticated;
grant insert on table public.survey_responses to anon;
grant select, insert on table public.survey_responses to authenticated;
grant all on table public.survey_questions, public.survey_responses to service_role;
