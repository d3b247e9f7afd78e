-- pg_cron 1.6's SQL surface (citusdata/pg_cron pg_cron.sql and its upgrades to 1.6) with the grants the Supabase
-- image gives postgres (grant_pg_cron_access), for the stack's own scheduler (the `cron` service). Differences:
-- stack/src/services/cron/README.md. Runs as supabase_admin, which owns everything here.

create schema if not exists cron;
create sequence if not exists cron.jobid_seq;
create sequence if not exists cron.runid_seq;

create table if not exists cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default pg_catalog.inet_server_port(),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter table cron.job enable row level security;
drop policy if exists cron_job_policy on cron.job;
create policy cron_job_policy on cron.job using (username = current_user);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter table cron.job_run_details enable row level security;
drop policy if exists cron_job_run_details_policy on cron.job_run_details;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

grant select on cron.job to public;
grant select, delete on cron.job_run_details to public;
grant select on sequence cron.jobid_seq, cron.runid_seq to public;

-- Whether pg_cron accepts a schedule: five cron fields (numbers, names, *, ranges, steps, lists; $ for the last day
-- of the month), an @-macro, or '[1-59] seconds'. The scheduler (cron/domain/schedule.ts) reads the same grammar.
create or replace function cron._stack_schedule_is_valid(schedule text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  fields text[];
  field text;
  item text;
  field_no integer := 0;
  low integer[] := array[0, 0, 1, 1, 0];
  high integer[] := array[59, 23, 31, 12, 7];
  parts text[];
  bound text;
  value integer;
  months text[] := array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  days text[] := array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
begin
  if schedule is null then
    return false;
  end if;
  schedule := lower(btrim(schedule));
  if schedule ~ '^[0-9]+ seconds?$' then
    value := substring(schedule from '^([0-9]+)')::integer;
    return value between 1 and 59;
  end if;
  if schedule in ('@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot') then
    return true;
  end if;
  fields := regexp_split_to_array(schedule, '\s+');
  if cardinality(fields) <> 5 then
    return false;
  end if;
  foreach field in array fields loop
    field_no := field_no + 1;
    foreach item in array string_to_array(field, ',') loop
      -- [range or *][/step]
      if item !~ '^(\*|\$|[0-9a-z]+(-[0-9a-z]+)?)(/[0-9]+)?$' then
        return false;
      end if;
      if item ~ '/' then
        if split_part(item, '/', 2)::integer < 1 or split_part(item, '/', 2)::integer > high[field_no] + 1 then
          return false;
        end if;
      end if;
      parts := string_to_array(split_part(item, '/', 1), '-');
      if parts[1] = '$' and field_no <> 3 then
        return false;
      end if;
      foreach bound in array parts loop
        continue when bound in ('*', '$');
        if bound ~ '^[0-9]+$' then
          value := bound::integer;
        elsif field_no = 4 and bound = any (months) then
          value := array_position(months, bound);
        elsif field_no = 5 and bound = any (days) then
          value := array_position(days, bound) - 1;
        else
          return false;
        end if;
        if value < low[field_no] or value > high[field_no] then
          return false;
        end if;
      end loop;
      if cardinality(parts) = 2 and parts[1] ~ '^[0-9]+$' and parts[2] ~ '^[0-9]+$' and parts[1]::integer > parts[2]::integer then
        return false;
      end if;
    end loop;
  end loop;
  return true;
end
$$;

create or replace function cron._stack_check_schedule(schedule text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not cron._stack_schedule_is_valid(schedule) then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$$;

-- The scheduler listens on channel `cron` and reloads the jobs when they change (pg_cron's cache invalidation).
create or replace function cron.job_cache_invalidate()
returns trigger
language plpgsql
as $$
begin
  perform pg_catalog.pg_notify('cron', 'reload');
  return null;
end
$$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';

do $$
begin
  if not exists (select from pg_trigger where tgname = 'cron_job_cache_invalidate') then
    create trigger cron_job_cache_invalidate after insert or update or delete or truncate on cron.job
      for each statement execute function cron.job_cache_invalidate();
  end if;
end $$;

create or replace function cron.schedule(schedule text, command text)
returns bigint
language plpgsql
strict
as $$
declare
  new_id bigint;
begin
  perform cron._stack_check_schedule(schedule);
  insert into cron.job (schedule, command, username) values (schedule, command, current_user) returning jobid into new_id;
  return new_id;
end
$$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
as $$
begin
  return cron.schedule_in_database(job_name, schedule, command, pg_catalog.current_database(), null, true);
end
$$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

create or replace function cron.schedule_in_database(
  job_name text,
  schedule text,
  command text,
  database text,
  username text default null,
  active boolean default 'true'
)
returns bigint
language plpgsql
as $$
#variable_conflict use_column
declare
  owner_name text := coalesce(username, current_user::text);
  job_id bigint;
begin
  if job_name is null or schedule is null or command is null or database is null then
    raise exception '% must not be null', case when job_name is null then 'job_name' when schedule is null then 'schedule'
      when command is null then 'command' else 'database' end using errcode = '22004';
  end if;
  perform cron._stack_check_schedule(schedule);
  if owner_name <> current_user::text and not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    raise exception 'must be superuser to create a job for another role' using errcode = '42501';
  end if;
  if not exists (select from pg_catalog.pg_database d where d.datname = database) then
    raise exception 'database "%" does not exist', database using errcode = '3D000';
  end if;
  insert into cron.job as j (jobname, schedule, command, database, username, active)
  values (job_name, schedule, command, database, owner_name, coalesce(active, true))
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, database = excluded.database, active = excluded.active
  returning j.jobid into job_id;
  return job_id;
end
$$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';

create or replace function cron.unschedule(job_id bigint)
returns bool
language plpgsql
strict
as $$
declare
  owner_name text;
begin
  select j.username into owner_name from cron.job j where j.jobid = job_id;
  if owner_name is null then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  if owner_name <> current_user::text and not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    raise exception 'must be superuser to unschedule a job of another role' using errcode = '42501';
  end if;
  delete from cron.job j where j.jobid = job_id;
  return true;
end
$$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create or replace function cron.unschedule(job_name text)
returns bool
language plpgsql
strict
as $$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user::text;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create or replace function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
)
returns void
language plpgsql
as $$
#variable_conflict use_column
declare
  current_job cron.job;
  is_superuser boolean := (select rolsuper from pg_catalog.pg_roles where rolname = current_user);
begin
  select * into current_job from cron.job j where j.jobid = job_id for update;
  if current_job.jobid is null or (current_job.username <> current_user::text and not is_superuser) then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
  if schedule is not null then
    perform cron._stack_check_schedule(schedule);
  end if;
  if username is not null and username <> current_user::text and not is_superuser then
    raise exception 'must be superuser to alter username' using errcode = '42501';
  end if;
  if database is not null and not exists (select from pg_catalog.pg_database d where d.datname = database) then
    raise exception 'database "%" does not exist', database using errcode = '3D000';
  end if;
  update cron.job j
  set schedule = coalesce(alter_job.schedule, j.schedule),
      command = coalesce(alter_job.command, j.command),
      database = coalesce(alter_job.database, j.database),
      username = coalesce(alter_job.username, j.username),
      active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
end
$$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean) is 'Alter the job identified by job_id. Any option left as NULL will not be modified.';

-- pg_cron's own grants: alter_job and schedule_in_database only for whom the admin allows.
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

-- The image's grant_pg_cron_access(): postgres uses and passes on everything in the schema.
grant usage on schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
grant all privileges on all sequences in schema cron to postgres with grant option;
grant all privileges on all functions in schema cron to postgres with grant option;
alter default privileges in schema cron grant all on tables to postgres with grant option;
alter default privileges in schema cron grant all on functions to postgres with grant option;
alter default privileges in schema cron grant all on sequences to postgres with grant option;
