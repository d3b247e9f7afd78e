-- A scheduled send that cannot be asked for (newsletter_request_send fails: no project_url or service_role_key in
-- Vault, pg_net missing, ...) no longer retries every second forever: the failed attempt is rolled back (the issue
-- stays cancellable), logged as a warning, and the issue's job backs off to once a minute, trying again each minute
-- until the send can be asked for or the admin cancels. Otherwise the same tick as in 20261126230000.
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
    begin
      update public.newsletter_issues set schedule_fired_at = now() where id = p_issue_id;
      perform public.newsletter_request_send(p_issue_id);
    exception when others then
      raise warning 'newsletter issue %: asking newsletter-send failed (%); trying again in a minute', p_issue_id, sqlerrm;
      if v_job_id is not null and v_job_schedule is distinct from '* * * * *' then
        perform cron.alter_job(v_job_id, schedule := '* * * * *');
      end if;
      return 'failed';
    end;
    if v_job_id is not null then
      perform cron.alter_job(v_job_id, schedule := '* * * * *');
    end if;
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

revoke all on function public.newsletter_scheduled_tick(uuid) from public, anon, authenticated, service_role;
