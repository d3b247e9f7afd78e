-- Training offers (/szkolenie-midjourney-ai and its sub-pages) and the inquiries visitors send about them.
-- Anyone may send an inquiry; only admins with MFA read them. Inquiries are validated by constraints and
-- rate-limited per e-mail address by a trigger.

create table public.training_offers (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  position integer not null,
  title text not null,
  nav_label text not null,
  lead text not null,
  body_md text not null,
  price_pln numeric(10, 2),
  price_note text,
  duration text,
  format text,
  programme text[] not null default '{}',
  -- [{"question": "...", "answer": "..."}]
  faq jsonb not null default '[]',
  accepts_inquiries boolean not null default true,
  archived boolean not null default false,
  status text not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint training_offers_slug_key unique (slug),
  constraint training_offers_position_key unique (position),
  constraint training_offers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint training_offers_status_check check (status in ('draft', 'published')),
  constraint training_offers_price_not_negative check (price_pln is null or price_pln >= 0),
  constraint training_offers_faq_array check (jsonb_typeof(faq) = 'array'),
  -- An archived offer stays readable but takes no new inquiries.
  constraint training_offers_archived_closed check (not (archived and accepts_inquiries)),
  constraint training_offers_published_has_date check (status = 'draft' or published_at is not null)
);

comment on table public.training_offers is 'Training offers; slug szkolenie-midjourney-ai is the main page, the others are its sub-pages.';

create table public.training_inquiries (
  id uuid primary key default gen_random_uuid(),
  offer_slug text not null references public.training_offers (slug) on update cascade,
  name text not null,
  email text not null,
  company text,
  participants integer,
  message text not null,
  consent boolean not null,
  created_at timestamptz not null default now(),

  constraint training_inquiries_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint training_inquiries_email_format check (
    char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint training_inquiries_company_length check (company is null or char_length(company) <= 200),
  constraint training_inquiries_participants_range check (participants is null or participants between 1 and 500),
  constraint training_inquiries_message_length check (char_length(btrim(message)) between 10 and 3000),
  constraint training_inquiries_consent_given check (consent)
);

comment on table public.training_inquiries is 'Inquiries about training offers; insert-only for visitors, readable by admins with MFA.';

create index training_inquiries_email_created_idx on public.training_inquiries (lower(email), created_at desc);

create trigger training_offers_set_updated_at
  before update on public.training_offers
  for each row
  execute function public.set_updated_at();

-- At most 3 inquiries per e-mail address per hour, and only about open offers. Security definer because
-- visitors cannot read the table; the function reads only what the check needs.
create or replace function public.check_training_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.training_offers o
    where o.slug = new.offer_slug and o.accepts_inquiries and o.status = 'published'
  ) then
    raise exception 'training_offer_closed' using errcode = 'P0001', hint = 'Ta oferta nie przyjmuje zapytań.';
  end if;
  if (
    select count(*) from public.training_inquiries i
    where lower(i.email) = lower(new.email) and i.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'training_inquiry_rate_limited' using errcode = 'P0001', hint = 'Zbyt wiele zapytań z tego adresu.';
  end if;
  new.email := lower(btrim(new.email));
  new.name := btrim(new.name);
  new.created_at := now();
  return new;
end;
$$;

revoke all on function public.check_training_inquiry() from public, anon, authenticated;

create trigger training_inquiries_check
  before insert on public.training_inquiries
  for each row
  execute function public.check_training_inquiry();

alter table public.training_offers enable row level security;
alter table public.training_inquiries enable row level security;

create policy "Visitors read published training offers"
  on public.training_offers for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy "Admins with MFA read all training offers"
  on public.training_offers for select to authenticated using ((select public.is_admin_aal2()));
create policy "Admins with MFA insert training offers"
  on public.training_offers for insert to authenticated with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update training offers"
  on public.training_offers for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete training offers"
  on public.training_offers for delete to authenticated using ((select public.is_admin_aal2()));

create policy "Visitors send training inquiries"
  on public.training_inquiries for insert to anon, authenticated with check (true);
create policy "Admins with MFA read training inquiries"
  on public.training_inquiries for select to authenticated using ((select public.is_admin_aal2()));
create policy "Admins with MFA delete training inquiries"
  on public.training_inquiries for delete to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.training_offers, public.training_inquiries from anon, authenticated;
grant select on table public.training_offers to anon;
grant select, insert, update, delete on table public.training_offers to authenticated;
-- Visitors may only insert; without select they cannot read back anyone's inquiry (return=minimal).
grant insert on table public.training_inquiries to anon;
grant select, insert, delete on table public.training_inquiries to authenticated;
grant all on table public.training_offers, public.training_inquiries to service_role;
