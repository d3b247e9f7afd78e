-- Scheduled newsletter sending: an admin picks a time for a draft issue; at that time pg_cron calls the
-- newsletter-send edge function through pg_net, with the project URL and the service role key from Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role or secret key>', 'service_role_key');
-- (the local stack keeps both in its Vault itself). Until the call goes out the admin may reschedule or cancel.
-- Also a daily job that forgets sign-ups never confirmed within 7 days.

-- The extensions, as Supabase's docs enable them (the local stack has both as extensions too).
create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron with schema pg_catalog;

alter table public.newsletter_issues
  add column scheduled_at timestamptz,
  add column schedule_fired_at timestamptz;

comment on column public.newsletter_issues.scheduled_at is 'When a scheduled send starts (null: not scheduled).';
comment on column public.newsletter_issues.schedule_fired_at is 'When the scheduled send asked newsletter-send to start; from then on it cannot be cancelled.';

-- The pg_cron job of one issue.
create or replace function public.newsletter_schedule_job_name(p_issue_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$ select 'newsletter-issue-' || p_issue_id::text $$;

-- Asks newsletter-send to send (or go on sending) an issue, as the service role.
create or replace function public.newsletter_request_send(p_issue_id uuid)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url' limit 1;
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key' limit 1;
  if project_url is null or service_key is null then
    raise exception 'Vault has no project_url or service_role_key: scheduled sending cannot call newsletter-send';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/newsletter-send',
    body := jsonb_build_object('issueId', p_issue_id),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key, 'apikey', service_key),
    timeout_milliseconds := 120000
  );
end;
$$;

-- What the issue's job does on each run: nothing before the time (within the last minute it looks every second);
-- at the time it asks for the send once and then, every minute, for the rest of a send that did not finish in one
-- call; once the issue is sent, cancelled or deleted, the job removes itself.
create or replace function public.newsletter_scheduled_tick(p_issue_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_issue public.newsletter_issues;
  v_job_id bigint;
  v_job_schedule text;
  v_job_name text := public.newsletter_schedule_job_name(p_issue_id);
begin
  select jobid, schedule into v_job_id, v_job_schedule from cron.job where jobname = v_job_name and username = current_user;
  select * into v_issue from public.newsletter_issues where id = p_issue_id for update;

  if v_issue.id is null or v_issue.status = 'sent' or (v_issue.schedule_fired_at is null and (v_issue.status <> 'draft' or v_issue.scheduled_at is null)) then
    if v_job_id is not null then
      perform cron.unschedule(v_job_id);
    end if;
    return 'done';
  end if;

  if v_issue.schedule_fired_at is null then
    if v_issue.scheduled_at > now() + interval '1 minute' then
      return 'not yet';
    end if;
    if v_issue.scheduled_at > now() then
      if v_job_schedule is distinct from '1 seconds' then
        perform cron.alter_job(v_job_id, schedule := '1 seconds');
      end if;
      return 'waiting';
    end if;
    update public.newsletter_issues set schedule_fired_at = now() where id = p_issue_id;
    perform public.newsletter_request_send(p_issue_id);
    perform cron.alter_job(v_job_id, schedule := '* * * * *');
    return 'started';
  end if;

  -- Sending, or the first call has not moved the issue to 'sending' within two minutes: ask again.
  if v_issue.status = 'sending' or v_issue.schedule_fired_at < now() - interval '2 minutes' then
    perform public.newsletter_request_send(p_issue_id);
    return 'resumed';
  end if;
  return 'started';
end;
$$;

-- Schedules (or reschedules) a draft issue; admins with MFA only.
create or replace function public.newsletter_schedule_send(p_issue_id uuid, p_at timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_issue public.newsletter_issues;
  v_at timestamptz;
begin
  if not public.is_admin_aal2() then
    raise exception 'Planować wysyłkę może tylko administrator z weryfikacją dwuetapową.' using errcode = '42501';
  end if;
  if to_regnamespace('cron') is null or to_regnamespace('net') is null then
    raise exception 'Planowanie wysyłki wymaga rozszerzeń pg_cron i pg_net w bazie danych.' using errcode = '55000';
  end if;
  select * into v_issue from public.newsletter_issues where id = p_issue_id for update;
  if v_issue.id is null then
    raise exception 'Nie ma takiego wydania newslettera.' using errcode = 'P0002';
  end if;
  if v_issue.status <> 'draft' or v_issue.schedule_fired_at is not null then
    raise exception 'Wysyłka tego wydania już się rozpoczęła.' using errcode = '55000';
  end if;
  if p_at is null or p_at <= now() then
    raise exception 'Termin wysyłki musi być w przyszłości.' using errcode = '22023';
  end if;
  if p_at > now() + interval '1 year' then
    raise exception 'Termin wysyłki może być najwyżej za rok.' using errcode = '22023';
  end if;

  update public.newsletter_issues set scheduled_at = p_at where id = p_issue_id;
  -- The job runs in the minute of the time (UTC, pg_cron's clock) and then looks every second; within the last
  -- minute it looks every second right away.
  v_at := p_at at time zone 'UTC';
  perform cron.schedule(
    public.newsletter_schedule_job_name(p_issue_id),
    case when p_at < now() + interval '1 minute' then '1 seconds'
      else format('%s %s %s %s *', extract(minute from v_at)::int, extract(hour from v_at)::int, extract(day from v_at)::int, extract(month from v_at)::int)
    end,
    format('select public.newsletter_scheduled_tick(%L::uuid)', p_issue_id)
  );
  return jsonb_build_object('id', p_issue_id, 'scheduled_at', p_at);
end;
$$;

-- Cancels a scheduled send that has not started; admins with MFA only.
create or replace function public.newsletter_cancel_scheduled_send(p_issue_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_issue public.newsletter_issues;
begin
  if not public.is_admin_aal2() then
    raise exception 'Anulować wysyłkę może tylko administrator z weryfikacją dwuetapową.' using errcode = '42501';
  end if;
  select * into v_issue from public.newsletter_issues where id = p_issue_id for update;
  if v_issue.id is null then
    raise exception 'Nie ma takiego wydania newslettera.' using errcode = 'P0002';
  end if;
  if v_issue.status <> 'draft' or v_issue.schedule_fired_at is not null then
    raise exception 'Wysyłka tego wydania już się rozpoczęła i nie można jej anulować.' using errcode = '55000';
  end if;
  update public.newsletter_issues set scheduled_at = null where id = p_issue_id;
  if to_regnamespace('cron') is not null then
    delete from cron.job where jobname = public.newsletter_schedule_job_name(p_issue_id) and username = current_user;
  end if;
  return jsonb_build_object('id', p_issue_id, 'scheduled_at', null);
end;
$$;

-- Sign-ups never confirmed within 7 days are forgotten (addresses that were confirmed once are kept).
create or replace function public.newsletter_forget_unconfirmed()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from public.newsletter_subscribers
  where status = 'pending' and confirmed_at is null and requested_at < now() - interval '7 days';
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;

revoke all on function public.newsletter_schedule_job_name(uuid) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_request_send(uuid) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_scheduled_tick(uuid) from public, anon, authenticated, service_role;
revoke all on function public.newsletter_forget_unconfirmed() from public, anon, authenticated, service_role;
revoke all on function public.newsletter_schedule_send(uuid, timestamptz) from public, anon, service_role;
revoke all on function public.newsletter_cancel_scheduled_send(uuid) from public, anon, service_role;
grant execute on function public.newsletter_schedule_send(uuid, timestamptz) to authenticated;
grant execute on function public.newsletter_cancel_scheduled_send(uuid) to authenticated;

do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('newsletter-forget-unconfirmed', '30 3 * * *', 'select public.newsletter_forget_unconfirmed()');
  end if;
end $$;
