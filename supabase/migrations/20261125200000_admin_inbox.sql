-- The admin inbox (/admin/zapytania): training inquiries, survey answers and contact messages in one list, each
-- with a status (new → handled → archived, and back), live for admins over realtime, and a notification mail to the
-- admins for every new entry (the inbox-notify edge function claims what nobody was told about yet).

-- Which audience an offer's inquiries come from, for the inbox's filter.
alter table public.training_offers
  add column inquiry_kind text not null default 'open',
  add constraint training_offers_inquiry_kind_check check (inquiry_kind in ('open', 'online', 'b2b'));
update public.training_offers set inquiry_kind = 'online' where slug = 'online';
update public.training_offers set inquiry_kind = 'b2b' where slug in ('b2b', 'b2b-old');

alter table public.training_inquiries
  add column status text not null default 'new',
  add column status_changed_at timestamptz,
  add column notified_at timestamptz,
  add constraint training_inquiries_status_check check (status in ('new', 'handled', 'archived'));

alter table public.survey_responses
  add column status text not null default 'new',
  add column status_changed_at timestamptz,
  add column notified_at timestamptz,
  add constraint survey_responses_status_check check (status in ('new', 'handled', 'archived'));

-- An inquiry's address is one mailbox, the rule of the newsletter and the functions (supabase/functions/_shared/
-- email.ts); rows stored before keep their place (not valid), every new one is checked.
alter table public.training_inquiries drop constraint training_inquiries_email_format;
alter table public.training_inquiries
  add constraint training_inquiries_email_format check (
    char_length(email) <= 254
    and position('@' in email) <= 65
    and email ~ '^[^][:space:][:cntrl:]()<>:;@\\,."[]+(\.[^][:space:][:cntrl:]()<>:;@\\,."[]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'
  ) not valid;

-- Rows stored before the inbox existed were never announced, and nobody should get a mail about all of them now.
update public.training_inquiries set notified_at = created_at;
update public.survey_responses set notified_at = created_at;

-- Messages from the /kontakt form.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  topic text not null default 'inne',
  message text not null,
  consent boolean not null,
  status text not null default 'new',
  status_changed_at timestamptz,
  notified_at timestamptz,
  created_at timestamptz not null default now(),

  constraint contact_messages_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint contact_messages_email_mailbox check (
    char_length(email) <= 254
    and position('@' in email) <= 65
    and email ~ '^[^][:space:][:cntrl:]()<>:;@\\,."[]+(\.[^][:space:][:cntrl:]()<>:;@\\,."[]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'
  ),
  constraint contact_messages_topic_check check (topic in ('wspolpraca', 'szkolenia', 'tresci', 'blad', 'inne')),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 10 and 3000),
  constraint contact_messages_consent_given check (consent),
  constraint contact_messages_status_check check (status in ('new', 'handled', 'archived'))
);

comment on table public.contact_messages is 'Messages from the /kontakt form; insert-only for visitors, readable by admins with MFA.';

create index contact_messages_email_created_idx on public.contact_messages (email, created_at desc);
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index training_inquiries_pending_idx on public.training_inquiries (created_at) where notified_at is null;
create index survey_responses_pending_idx on public.survey_responses (created_at) where notified_at is null;
create index contact_messages_pending_idx on public.contact_messages (created_at) where notified_at is null;

-- What a visitor sends is always a new, unannounced entry, whatever the request said about status or notification.
create or replace function public.inbox_entry_starts_new()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'new';
  new.status_changed_at := null;
  new.notified_at := null;
  return new;
end;
$$;

revoke all on function public.inbox_entry_starts_new() from public, anon, authenticated, service_role;

create trigger training_inquiries_starts_new before insert on public.training_inquiries
  for each row execute function public.inbox_entry_starts_new();
create trigger survey_responses_starts_new before insert on public.survey_responses
  for each row execute function public.inbox_entry_starts_new();
create trigger contact_messages_starts_new before insert on public.contact_messages
  for each row execute function public.inbox_entry_starts_new();

-- A status change is dated; nothing else of an entry changes after it was sent.
create or replace function public.inbox_status_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.inbox_status_changed() from public, anon, authenticated, service_role;

create trigger training_inquiries_status_changed before update on public.training_inquiries
  for each row execute function public.inbox_status_changed();
create trigger survey_responses_status_changed before update on public.survey_responses
  for each row execute function public.inbox_status_changed();
create trigger contact_messages_status_changed before update on public.contact_messages
  for each row execute function public.inbox_status_changed();

-- At most 3 messages an hour from one address (the lock makes parallel inserts wait for each other's count) and 200
-- an hour in total, so the form cannot flood the inbox and the admins' mail.
create or replace function public.check_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  new.name := btrim(new.name);
  new.message := btrim(new.message);
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtextextended('contact_message:' || new.email, 0));
  if (
    select count(*) from public.contact_messages m where m.email = new.email and m.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'contact_message_rate_limited' using errcode = 'P0001', hint = 'Zbyt wiele wiadomości z tego adresu.';
  end if;
  if (select count(*) from public.contact_messages m where m.created_at > now() - interval '1 hour') >= 200 then
    raise exception 'contact_message_rate_limited' using errcode = 'P0001', hint = 'Zbyt wiele wiadomości w ostatniej godzinie.';
  end if;
  return new;
end;
$$;

revoke all on function public.check_contact_message() from public, anon, authenticated, service_role;

create trigger contact_messages_check before insert on public.contact_messages
  for each row execute function public.check_contact_message();

alter table public.contact_messages enable row level security;

create policy "Visitors send contact messages"
  on public.contact_messages for insert to anon, authenticated with check (true);
create policy "Admins with MFA read contact messages"
  on public.contact_messages for select to authenticated using ((select public.is_admin_aal2()));
create policy "Admins with MFA update contact messages"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete contact messages"
  on public.contact_messages for delete to authenticated using ((select public.is_admin_aal2()));

create policy "Admins with MFA update training inquiries"
  on public.training_inquiries for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA update survey responses"
  on public.survey_responses for update to authenticated
  using ((select public.is_admin_aal2())) with check ((select public.is_admin_aal2()));
create policy "Admins with MFA delete survey responses"
  on public.survey_responses for delete to authenticated using ((select public.is_admin_aal2()));

revoke all on table public.contact_messages from anon, authenticated;
grant insert on table public.contact_messages to anon;
grant select, insert, delete on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;
-- Admins change an entry's status, nothing else.
grant update (status) on table public.training_inquiries, public.survey_responses, public.contact_messages to authenticated;
grant delete on table public.survey_responses to authenticated;

-- One list for the inbox. security_invoker: whoever reads it reads the three tables under their own RLS, so only
-- admins with MFA see anything.
create view public.admin_inbox
with (security_invoker = true)
as
select
  i.id,
  'training_inquiries'::text as source,
  o.inquiry_kind as kind,
  i.status,
  i.created_at,
  i.status_changed_at,
  i.name,
  i.email,
  o.title as subject,
  i.message,
  i.company,
  i.participants,
  null::jsonb as answers
from public.training_inquiries i
join public.training_offers o on o.slug = i.offer_slug
union all
select r.id, 'survey_responses', 'survey', r.status, r.created_at, r.status_changed_at, null, null, 'Ankieta', null, null, null, r.answers
from public.survey_responses r
union all
select m.id, 'contact_messages', 'contact', m.status, m.created_at, m.status_changed_at, m.name, m.email, m.topic, m.message, null, null, null
from public.contact_messages m;

comment on view public.admin_inbox is 'Training inquiries, survey answers and contact messages for /admin/zapytania (admins with MFA).';

revoke all on table public.admin_inbox from anon, authenticated, service_role;
grant select on table public.admin_inbox to authenticated;
grant select on table public.admin_inbox to service_role;

-- The notification throttle: one row, the time of the last notification mail.
create table public.inbox_notification_state (
  id boolean primary key default true,
  last_sent_at timestamptz,
  constraint inbox_notification_state_one_row check (id)
);

comment on table public.inbox_notification_state is 'When admins were last mailed about new inbox entries (inbox-notify).';

insert into public.inbox_notification_state (id) values (true);
alter table public.inbox_notification_state enable row level security;
revoke all on table public.inbox_notification_state from anon, authenticated;
grant all on table public.inbox_notification_state to service_role;

-- Claims every entry nobody was told about yet, at most once per p_min_interval_seconds (so a burst of entries gives
-- one mail listing them all). Returns null when throttled or nothing is new; otherwise the entries (newest first, at
-- most 50 listed, with the total) and the addresses of the admins to tell. service_role only (inbox-notify).
create or replace function public.claim_inbox_notifications(p_min_interval_seconds integer default 10)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  state public.inbox_notification_state;
  claimed jsonb;
  total integer;
begin
  select * into state from public.inbox_notification_state where id for update;
  if state.last_sent_at is not null and state.last_sent_at > now() - make_interval(secs => greatest(p_min_interval_seconds, 0)) then
    return jsonb_build_object('throttled', true, 'retry_after_ms',
      ceil(extract(epoch from (state.last_sent_at + make_interval(secs => greatest(p_min_interval_seconds, 0)) - now())) * 1000));
  end if;

  with training as (
    update public.training_inquiries set notified_at = now() where notified_at is null returning id
  ), survey as (
    update public.survey_responses set notified_at = now() where notified_at is null returning id
  ), contact as (
    update public.contact_messages set notified_at = now() where notified_at is null returning id
  ), ids as (
    select id from training union all select id from survey union all select id from contact
  )
  select count(*)::integer,
    coalesce(jsonb_agg(to_jsonb(e) order by e.created_at desc) filter (where e.rank <= 50), '[]'::jsonb)
  into total, claimed
  from (
    select a.id, a.source, a.kind, a.created_at, a.name, a.email, a.subject, left(a.message, 300) as message,
      a.company, a.participants, row_number() over (order by a.created_at desc) as rank
    from public.admin_inbox a
    where a.id in (select id from ids)
  ) e;

  if total = 0 then
    return null;
  end if;
  update public.inbox_notification_state set last_sent_at = now() where id;
  return jsonb_build_object(
    'total', total,
    'entries', claimed,
    'recipients', coalesce((
      select jsonb_agg(u.email order by u.email)
      from auth.users u
      where u.raw_app_meta_data ->> 'role' = 'admin' and u.email is not null and u.deleted_at is null
        and (u.banned_until is null or u.banned_until < now())
    ), '[]'::jsonb)
  );
end;
$$;

-- When no mail could be sent, the entries are announced by the next call instead.
create or replace function public.release_inbox_notifications(p_ids uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.training_inquiries set notified_at = null where id = any (p_ids);
  update public.survey_responses set notified_at = null where id = any (p_ids);
  update public.contact_messages set notified_at = null where id = any (p_ids);
  update public.inbox_notification_state set last_sent_at = null where id;
$$;

revoke all on function public.claim_inbox_notifications(integer) from public, anon, authenticated;
revoke all on function public.release_inbox_notifications(uuid[]) from public, anon, authenticated;
grant execute on function public.claim_inbox_notifications(integer) to service_role;
grant execute on function public.release_inbox_notifications(uuid[]) to service_role;

alter publication supabase_realtime add table public.training_inquiries, public.survey_responses, public.contact_messages;
