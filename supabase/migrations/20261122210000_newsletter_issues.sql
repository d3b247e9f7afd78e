-- Newsletter issues and their deliveries (one row per issue and subscriber), sent by the edge function
-- newsletter-send in resumable batches. Progress counters live on the issue row, which is in the realtime
-- publication so the admin page shows them live.

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  body_md text not null default '',
  -- Rendered from body_md by newsletter-send when sending starts; what the mails and the web view show.
  body_html text,
  layout text not null default 'newsletter',
  -- SHA-256 of the token in the issue's web-view URL; set when sending starts.
  web_view_token_hash text,
  status text not null default 'draft',
  total_count integer not null default 0,
  sent_count integer not null default 0,
  failed_count integer not null default 0,
  send_started_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint newsletter_issues_web_view_token_hash_key unique (web_view_token_hash),
  constraint newsletter_issues_subject_not_blank check (char_length(btrim(subject)) between 1 and 200),
  constraint newsletter_issues_layout_check check (layout in ('newsletter', 'newsletter2')),
  constraint newsletter_issues_status_check check (status in ('draft', 'sending', 'sent')),
  constraint newsletter_issues_hash_format check (web_view_token_hash is null or web_view_token_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.newsletter_issues is
  'Newsletter issues: Markdown body, rendered HTML, layout, web-view token hash, sending status and progress.';

create trigger newsletter_issues_set_updated_at
  before update on public.newsletter_issues
  for each row
  execute function public.set_updated_at();

create table public.newsletter_deliveries (
  id uuid primary key default gen_random_uuid(),
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  -- pending → sending (claimed by an invocation) → sent | failed; skipped when the address left before its turn.
  status text not null default 'pending',
  attempts integer not null default 0,
  claimed_at timestamptz,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint newsletter_deliveries_issue_subscriber_key unique (issue_id, subscriber_id),
  constraint newsletter_deliveries_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);

comment on table public.newsletter_deliveries is
  'One row per issue and subscriber; the Message-ID of the mail is derived from id, so a resent mail keeps it.';

create index newsletter_deliveries_claim_idx
  on public.newsletter_deliveries (issue_id, status, next_attempt_at);
create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

create trigger newsletter_deliveries_set_updated_at
  before update on public.newsletter_deliveries
  for each row
  execute function public.set_updated_at();

alter table public.newsletter_issues enable row level security;
alter table public.newsletter_deliveries enable row level security;

create policy "Admins with MFA read issues"
  on public.newsletter_issues
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

create policy "Admins with MFA create draft issues"
  on public.newsletter_issues
  for insert
  to authenticated
  with check ((select public.is_admin_aal2()) and status = 'draft');

-- Once sending started, an issue changes only through newsletter-send.
create policy "Admins with MFA edit draft issues"
  on public.newsletter_issues
  for update
  to authenticated
  using ((select public.is_admin_aal2()) and status = 'draft')
  with check ((select public.is_admin_aal2()) and status = 'draft');

create policy "Admins with MFA delete draft issues"
  on public.newsletter_issues
  for delete
  to authenticated
  using ((select public.is_admin_aal2()) and status = 'draft');

create policy "Admins with MFA read deliveries"
  on public.newsletter_deliveries
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

revoke all on table public.newsletter_issues from anon, authenticated;
revoke all on table public.newsletter_deliveries from anon, authenticated;
grant select, delete on table public.newsletter_issues to authenticated;
-- Admins write the content columns only; status, counters and the token hash belong to the send functions.
grant insert (subject, body_md, layout) on table public.newsletter_issues to authenticated;
grant update (subject, body_md, layout) on table public.newsletter_issues to authenticated;
grant select on table public.newsletter_deliveries to authenticated;
grant all on table public.newsletter_issues to service_role;
grant all on table public.newsletter_deliveries to service_role;

-- Live progress for the admin page (realtime applies the select policy above).
alter publication supabase_realtime add table public.newsletter_issues;

-- Counts of an issue's deliveries, written onto the issue row (which realtime broadcasts to admins); the issue
-- becomes 'sent' when nothing is left. Returns {status, total, sent, failed, skipped, remaining}.
create or replace function public.newsletter_send_progress(p_issue_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_total integer;
  v_sent integer;
  v_failed integer;
  v_skipped integer;
  v_remaining integer;
  v_status text;
begin
  select count(*),
         count(*) filter (where status = 'sent'),
         count(*) filter (where status = 'failed'),
         count(*) filter (where status = 'skipped'),
         count(*) filter (where status in ('pending', 'sending'))
  into v_total, v_sent, v_failed, v_skipped, v_remaining
  from public.newsletter_deliveries
  where issue_id = p_issue_id;

  update public.newsletter_issues
  set total_count = v_total,
      sent_count = v_sent,
      failed_count = v_failed,
      status = case when status = 'sending' and v_remaining = 0 then 'sent' else status end,
      sent_at = case when status = 'sending' and v_remaining = 0 then now() else sent_at end
  where id = p_issue_id
    and (total_count, sent_count, failed_count) is distinct from (v_total, v_sent, v_failed)
       or (id = p_issue_id and status = 'sending' and v_remaining = 0);

  select status into v_status from public.newsletter_issues where id = p_issue_id;
  return jsonb_build_object(
    'status', v_status,
    'total', v_total,
    'sent', v_sent,
    'failed', v_failed,
    'skipped', v_skipped,
    'remaining', v_remaining
  );
end;
$$;

-- Starts (or continues) sending an issue: an admin with MFA or the service role only. The first call stores the
-- rendered HTML and the web-view token hash and moves the draft to 'sending'; every call while sending adds a
-- delivery for each confirmed subscriber that has none yet, so nobody confirmed is skipped.
create or replace function public.newsletter_start_send(p_issue_id uuid, p_body_html text, p_web_view_token_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_issue public.newsletter_issues;
begin
  if not (public.is_admin_aal2() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception 'Wysyłać newsletter może tylko administrator z weryfikacją dwuetapową.'
      using errcode = '42501';
  end if;

  select * into v_issue from public.newsletter_issues where id = p_issue_id for update;
  if v_issue.id is null then
    raise exception 'Nie ma takiego wydania newslettera.' using errcode = 'P0002';
  end if;

  if v_issue.status = 'draft' then
    update public.newsletter_issues
    set status = 'sending',
        body_html = p_body_html,
        web_view_token_hash = p_web_view_token_hash,
        send_started_at = now()
    where id = p_issue_id
    returning * into v_issue;
  end if;

  if v_issue.status = 'sending' then
    insert into public.newsletter_deliveries (issue_id, subscriber_id)
    select p_issue_id, subscriber.id
    from public.newsletter_subscribers subscriber
    where subscriber.status = 'confirmed'
    on conflict (issue_id, subscriber_id) do nothing;
  end if;

  return jsonb_build_object(
    'id', v_issue.id,
    'subject', v_issue.subject,
    'body_html', v_issue.body_html,
    'layout', v_issue.layout,
    'status', v_issue.status
  );
end;
$$;

-- Claims up to p_limit deliveries of an issue for one invocation: pending ones that are due, and ones whose
-- claim is older than p_lease_seconds (their invocation was killed). Concurrent invocations never get the same
-- rows (skip locked). Deliveries of addresses that are no longer confirmed are skipped on the way.
create or replace function public.newsletter_claim_deliveries(p_issue_id uuid, p_limit integer, p_lease_seconds integer)
returns table (delivery_id uuid, subscriber_id uuid, email text, attempts integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.newsletter_deliveries delivery
  set status = 'skipped', claimed_at = null
  from public.newsletter_subscribers subscriber
  where delivery.issue_id = p_issue_id
    and delivery.status = 'pending'
    and subscriber.id = delivery.subscriber_id
    and subscriber.status <> 'confirmed';

  return query
  with claimable as (
    select delivery.id
    from public.newsletter_deliveries delivery
    where delivery.issue_id = p_issue_id
      and (
        (delivery.status = 'pending' and delivery.next_attempt_at <= now())
        or (delivery.status = 'sending' and delivery.claimed_at < now() - make_interval(secs => p_lease_seconds))
      )
    order by delivery.next_attempt_at, delivery.id
    limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.newsletter_deliveries delivery
    set status = 'sending', claimed_at = now(), attempts = delivery.attempts + 1
    from claimable
    where delivery.id = claimable.id
    returning delivery.id, delivery.subscriber_id, delivery.attempts
  )
  select claimed.id, claimed.subscriber_id, subscriber.email, claimed.attempts
  from claimed
  join public.newsletter_subscribers subscriber on subscriber.id = claimed.subscriber_id;
end;
$$;

-- The outcome of one claimed delivery: 'sent', 'bounced' (permanent SMTP failure: the address is suppressed),
-- 'retry' (temporary failure: back to pending with exponential backoff, failed after p_max_attempts) or 'failed'.
create or replace function public.newsletter_record_delivery(
  p_delivery_id uuid,
  p_outcome text,
  p_error text default null,
  p_max_attempts integer default 5
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_delivery public.newsletter_deliveries;
begin
  if p_outcome not in ('sent', 'bounced', 'retry', 'failed') then
    raise exception 'unknown delivery outcome %', p_outcome using errcode = '22023';
  end if;

  select * into v_delivery from public.newsletter_deliveries where id = p_delivery_id for update;
  if v_delivery.id is null or v_delivery.status <> 'sending' then
    return;
  end if;

  if p_outcome = 'sent' then
    update public.newsletter_deliveries
    set status = 'sent', sent_at = now(), last_error = null
    where id = p_delivery_id;
  elsif p_outcome = 'retry' and v_delivery.attempts < p_max_attempts then
    update public.newsletter_deliveries
    set status = 'pending',
        claimed_at = null,
        last_error = left(p_error, 500),
        next_attempt_at = now() + make_interval(secs => 30 * power(2, v_delivery.attempts - 1))
    where id = p_delivery_id;
  else
    update public.newsletter_deliveries
    set status = 'failed', last_error = left(p_error, 500)
    where id = p_delivery_id;
    if p_outcome = 'bounced' then
      update public.newsletter_subscribers
      set status = 'bounced', bounced_at = now()
      where id = v_delivery.subscriber_id and status = 'confirmed';
    end if;
  end if;
end;
$$;

-- The web view of a sent issue, for anyone holding its token (no listing without it).
create or replace function public.newsletter_issue_by_token(p_token text)
returns table (subject text, body_html text, layout text, sent_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select issue.subject, issue.body_html, issue.layout, coalesce(issue.sent_at, issue.send_started_at)
  from public.newsletter_issues issue
  where issue.web_view_token_hash = encode(pg_catalog.sha256(convert_to(p_token, 'UTF8')), 'hex')
    and issue.status in ('sending', 'sent');
$$;

revoke all on function public.newsletter_send_progress(uuid) from public, anon, authenticated;
revoke all on function public.newsletter_start_send(uuid, text, text) from public, anon;
revoke all on function public.newsletter_claim_deliveries(uuid, integer, integer) from public, anon, authenticated;
revoke all on function public.newsletter_record_delivery(uuid, text, text, integer) from public, anon, authenticated;
revoke all on function public.newsletter_issue_by_token(text) from public;
grant execute on function public.newsletter_send_progress(uuid) to service_role;
grant execute on function public.newsletter_start_send(uuid, text, text) to authenticated, service_role;
grant execute on function public.newsletter_claim_deliveries(uuid, integer, integer) to service_role;
grant execute on function public.newsletter_record_delivery(uuid, text, text, integer) to service_role;
grant execute on function public.newsletter_issue_by_token(text) to anon, authenticated, service_role;
