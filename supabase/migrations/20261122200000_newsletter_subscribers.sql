-- Newsletter subscribers with double opt-in.
-- The edge functions newsletter-subscribe, newsletter-confirm and newsletter-unsubscribe call the service-role
-- functions below; visitors never touch these tables directly. Tokens are stored as SHA-256 hashes only.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  status text not null default 'pending',
  -- Where the form was (e.g. 'stopka', 'artykul'), kept as proof of consent together with consent_at.
  consent_source text not null default 'strona',
  -- When the address confirmed the subscription (the consent itself).
  consent_at timestamptz,
  -- Last time somebody asked to subscribe this address.
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  bounced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint newsletter_subscribers_email_key unique (email),
  -- Stored normalised so one person cannot be subscribed twice under different spellings.
  constraint newsletter_subscribers_email_normalised check (
    email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(email) <= 254
  ),
  constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed', 'bounced')),
  constraint newsletter_subscribers_source_length check (char_length(consent_source) between 1 and 60),
  constraint newsletter_subscribers_confirmed_has_consent check (status <> 'confirmed' or consent_at is not null)
);

comment on table public.newsletter_subscribers is
  'Newsletter addresses (normalised). Only confirmed ones receive issues; bounced ones are suppressed.';

create index newsletter_subscribers_confirmed_idx
  on public.newsletter_subscribers (id)
  where status = 'confirmed';

create trigger newsletter_subscribers_set_updated_at
  before update on public.newsletter_subscribers
  for each row
  execute function public.set_updated_at();

-- One row per confirmation mail sent; any unexpired token of a pending address confirms it.
create table public.newsletter_confirmations (
  token_hash text primary key,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '48 hours',
  used_at timestamptz,

  constraint newsletter_confirmations_hash_format check (token_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.newsletter_confirmations is
  'SHA-256 hashes of double opt-in tokens (the tokens themselves exist only in the mails).';

create index newsletter_confirmations_subscriber_idx on public.newsletter_confirmations (subscriber_id);

-- Fixed one-hour windows of subscribe attempts per bucket ('ip:<hash>', 'email:<hash>', 'total'; never raw values).
create table public.newsletter_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,

  primary key (bucket, window_start)
);

comment on table public.newsletter_rate_limits is
  'Subscribe attempts per hashed IP, per hashed address and in total (bucket ''total''), per hour; rows older than a day are pruned.';

create index newsletter_rate_limits_window_idx on public.newsletter_rate_limits (window_start);

alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_confirmations enable row level security;
alter table public.newsletter_rate_limits enable row level security;

create policy "Admins with MFA read subscribers"
  on public.newsletter_subscribers
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

-- Admins may unsubscribe an address on request, never confirm one: consent comes only from the double opt-in.
create policy "Admins with MFA unsubscribe subscribers"
  on public.newsletter_subscribers
  for update
  to authenticated
  using ((select public.is_admin_aal2()))
  with check ((select public.is_admin_aal2()) and status = 'unsubscribed');

create policy "Admins with MFA delete subscribers"
  on public.newsletter_subscribers
  for delete
  to authenticated
  using ((select public.is_admin_aal2()));

-- newsletter_confirmations and newsletter_rate_limits have no policies on purpose: only the service role
-- (the edge functions, through the functions below) reads or writes them.

revoke all on table public.newsletter_subscribers from anon, authenticated;
revoke all on table public.newsletter_confirmations from anon, authenticated;
revoke all on table public.newsletter_rate_limits from anon, authenticated;
grant select, delete on table public.newsletter_subscribers to authenticated;
grant update (status, unsubscribed_at) on table public.newsletter_subscribers to authenticated;
grant all on table public.newsletter_subscribers to service_role;
grant all on table public.newsletter_confirmations to service_role;
grant all on table public.newsletter_rate_limits to service_role;

-- A subscribe request. Counts the attempt per IP, per address and in total; returns
--   'rate_limited'       too many attempts from this IP, or from everyone this hour (the caller answers 429),
--   'send_confirmation'  the token was stored: mail it,
--   'no_mail'            nothing to mail (already confirmed, or too many mails to this address this hour).
-- The visitor always gets the same answer for the last two, so nobody learns whether an address is subscribed.
create or replace function public.newsletter_subscribe(
  p_email text,
  p_source text,
  p_ip_bucket text,
  p_email_bucket text,
  p_token_hash text,
  p_ip_limit integer,
  p_email_limit integer,
  p_total_limit integer
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_window timestamptz := date_trunc('hour', now());
  v_hits integer;
  v_email_allowed boolean;
  v_subscriber public.newsletter_subscribers;
begin
  delete from public.newsletter_rate_limits where window_start < now() - interval '1 day';

  insert into public.newsletter_rate_limits as limits (bucket, window_start, hits)
  values (p_ip_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = limits.hits + 1
  returning hits into v_hits;
  if v_hits > p_ip_limit then
    return 'rate_limited';
  end if;

  -- A cap on all confirmation mails per hour, for callers that vary their IP.
  insert into public.newsletter_rate_limits as limits (bucket, window_start, hits)
  values ('total', v_window, 1)
  on conflict (bucket, window_start) do update set hits = limits.hits + 1
  returning hits into v_hits;
  if v_hits > p_total_limit then
    return 'rate_limited';
  end if;

  insert into public.newsletter_rate_limits as limits (bucket, window_start, hits)
  values (p_email_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = limits.hits + 1
  returning hits into v_hits;
  v_email_allowed := v_hits <= p_email_limit;

  insert into public.newsletter_subscribers (email, status, consent_source)
  values (v_email, 'pending', coalesce(nullif(btrim(p_source), ''), 'strona'))
  on conflict (email) do nothing
  returning * into v_subscriber;

  if v_subscriber.id is null then
    select * into v_subscriber from public.newsletter_subscribers where email = v_email for update;
    if v_subscriber.status = 'confirmed' then
      return 'no_mail';
    end if;
    -- Pending, unsubscribed or bounced: a new double opt-in starts.
    update public.newsletter_subscribers
    set status = 'pending',
        consent_source = coalesce(nullif(btrim(p_source), ''), consent_source),
        requested_at = now()
    where id = v_subscriber.id;
  end if;

  if not v_email_allowed then
    return 'no_mail';
  end if;

  insert into public.newsletter_confirmations (token_hash, subscriber_id)
  values (p_token_hash, v_subscriber.id);
  return 'send_confirmation';
end;
$$;

-- The click on the confirmation link. Returns 'confirmed', 'already_confirmed', 'expired', 'used' or 'invalid'.
create or replace function public.newsletter_confirm(p_token_hash text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_confirmation public.newsletter_confirmations;
  v_status text;
begin
  select * into v_confirmation
  from public.newsletter_confirmations
  where token_hash = p_token_hash
  for update;
  if v_confirmation.token_hash is null then
    return 'invalid';
  end if;

  select status into v_status
  from public.newsletter_subscribers
  where id = v_confirmation.subscriber_id
  for update;

  if v_status = 'confirmed' then
    update public.newsletter_confirmations set used_at = coalesce(used_at, now()) where token_hash = p_token_hash;
    return 'already_confirmed';
  end if;
  -- Used once, then unsubscribed (or bounced): the old link must not subscribe the address again.
  if v_confirmation.used_at is not null or v_status <> 'pending' then
    return 'used';
  end if;
  if v_confirmation.expires_at < now() then
    return 'expired';
  end if;

  update public.newsletter_subscribers
  set status = 'confirmed', confirmed_at = now(), consent_at = now(), unsubscribed_at = null, bounced_at = null
  where id = v_confirmation.subscriber_id;
  update public.newsletter_confirmations set used_at = now() where token_hash = p_token_hash;
  return 'confirmed';
end;
$$;

-- Unsubscribe by the (already verified) subscriber id. Returns 'unsubscribed', 'already_unsubscribed' or 'unknown'.
create or replace function public.newsletter_unsubscribe(p_subscriber_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select status into v_status from public.newsletter_subscribers where id = p_subscriber_id for update;
  if v_status is null then
    return 'unknown';
  end if;
  if v_status in ('unsubscribed', 'bounced') then
    return 'already_unsubscribed';
  end if;
  update public.newsletter_subscribers
  set status = 'unsubscribed', unsubscribed_at = now()
  where id = p_subscriber_id;
  return 'unsubscribed';
end;
$$;

revoke all on function public.newsletter_subscribe(text, text, text, text, text, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.newsletter_confirm(text) from public, anon, authenticated;
revoke all on function public.newsletter_unsubscribe(uuid) from public, anon, authenticated;
grant execute on function public.newsletter_subscribe(text, text, text, text, text, integer, integer, integer) to service_role;
grant execute on function public.newsletter_confirm(text) to service_role;
grant execute on function public.newsletter_unsubscribe(uuid) to service_role;
