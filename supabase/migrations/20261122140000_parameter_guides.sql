-- Interactive guides to Midjourney parameters (/ai/midjourney-chaos, -stylize, -proporcje): the text and the
-- slider's scale live here, so editors can tune them without a deploy.

create table public.parameter_guides (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  parameter text not null,
  title text not null,
  lead text not null,
  -- 'range': a numeric slider from min_value to max_value; 'choice': a slider over the listed choices.
  kind text not null,
  min_value numeric,
  max_value numeric,
  step numeric,
  default_value numeric,
  base_prompt text not null,
  -- range: [{"min": 0, "max": 10, "label": "...", "description": "..."}], bands covering the scale.
  -- choice: [{"value": "16:9", "label": "...", "description": "..."}], in slider order.
  steps jsonb not null,
  body_md text not null,
  article_slug text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint parameter_guides_slug_key unique (slug),
  constraint parameter_guides_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint parameter_guides_kind_check check (kind in ('range', 'choice')),
  constraint parameter_guides_range_complete check (
    kind = 'choice'
    or (min_value is not null and max_value > min_value and step > 0
        and default_value between min_value and max_value)
  ),
  constraint parameter_guides_steps_array check (jsonb_typeof(steps) = 'array' and jsonb_array_length(steps) > 0)
);

comment on table public.parameter_guides is 'Interactive parameter guides shown under /ai/<slug>.';

create trigger parameter_guides_set_updated_at
  before update on public.parameter_guides
  for each row
  execute function public.set_updated_at();

alter table public.parameter_guides enable row level security;

create policy "Visitors read parameter guides"
  on public.parameter_guides
  for select
  to anon, authenticated
  using (true);

create policy "Admins with MFA insert parameter guides"
  on public.parameter_guides
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA update parameter guides"
  on public.parameter_guides
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()));

create policy "Admins with MFA delete parameter guides"
  on public.parameter_guides
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.parameter_guides from anon, authenticated;
grant select on table public.parameter_guides to anon;
grant select, insert, update, delete on table public.parameter_guides to authenticated;
grant all on table public.parameter_guides to service_role;
