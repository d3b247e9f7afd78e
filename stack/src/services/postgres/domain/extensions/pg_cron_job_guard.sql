-- Who may write which row of cron.job. pg_cron's functions run as their caller (a job belongs to current_user, as in
-- pg_cron), and `postgres` holds every privilege on the table (the image's grant_pg_cron_access) and BYPASSRLS, so
-- the rule lives in a row trigger that every write meets, through the functions or not: a row may name only the
-- writer's own role, and only a superuser may write or remove a row of another role. A job as a superuser role needs
-- `cron.enable_superuser_jobs` (pg_cron's switch, off unless set: `alter system set cron.enable_superuser_jobs = on`
-- and `select pg_reload_conf()`); the scheduler also skips such jobs while it is off.
create or replace function cron._stack_superuser_jobs_enabled()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.lower(pg_catalog.current_setting('cron.enable_superuser_jobs', true)) in ('on', 'true', 'yes', '1'), false)
$$;

create or replace function cron._stack_guard_job()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  writer_is_superuser boolean := coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false);
  job_role pg_catalog.pg_roles;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.username <> current_user::text and not writer_is_superuser then
    raise exception 'Job % does not exist or you don''t own it', old.jobid using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.username <> current_user::text and not writer_is_superuser then
    raise exception 'must be superuser to create a job for another role' using errcode = '42501';
  end if;
  select * into job_role from pg_catalog.pg_roles r where r.rolname = new.username;
  if job_role.rolname is null then
    raise exception 'role "%" does not exist', new.username using errcode = '42704';
  end if;
  if not job_role.rolcanlogin then
    raise exception 'role "%" is not permitted to log in', new.username using errcode = '28000';
  end if;
  -- In a cluster made by an older checkout, postgres is the bootstrap superuser (oid 10); its jobs run as before there.
  if job_role.rolsuper and not (job_role.rolname = 'postgres' and job_role.oid = 10) and not cron._stack_superuser_jobs_enabled() then
    raise exception 'cannot schedule jobs as superuser' using errcode = '42501',
      detail = 'Scheduling jobs as superuser is disallowed when cron.enable_superuser_jobs is set to off.';
  end if;
  perform cron._stack_check_schedule(new.schedule);
  return new;
end
$$;

do $$
begin
  if not exists (select from pg_catalog.pg_trigger where tgname = 'cron_job_guard' and tgrelid = 'cron.job'::regclass) then
    create trigger cron_job_guard before insert or update or delete on cron.job
      for each row execute function cron._stack_guard_job();
  end if;
end $$;
-- Fires under session_replication_role = replica too (postgres may set that setting).
alter table cron.job enable always trigger cron_job_guard;
-- A truncate would skip the row trigger: only the owner may.
revoke truncate on cron.job from postgres, public;
revoke all on function cron._stack_guard_job() from public, postgres;

-- The scheduler reloads its jobs (none yet, or those of a database that had them before pg_cron was an extension).
select pg_catalog.pg_notify('cron', 'reload');
