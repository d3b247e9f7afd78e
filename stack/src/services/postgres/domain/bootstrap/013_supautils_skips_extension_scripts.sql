-- The stand-in for supautils, continued from 007: the check just after a statement of a postgres session. It takes
-- back what supautils_before granted and refuses a policy or an extension the lists do not allow. The commands of an
-- extension's script are left out, as supautils does not look into them either (pg_cron's script makes a policy on
-- cron.job as the bootstrap superuser when `postgres` creates the trusted extension). A cluster bootstrapped before
-- this file has the first version of this function (without that exception) and its trigger from 007: replaced here.
create or replace function _stack.supautils_after()
returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  granted text := coalesce(current_setting('stack.supautils_granted', true), '');
  made record;
begin
  if granted <> '' then
    perform pg_catalog.set_config('stack.supautils_granted', '', true);
    execute format('revoke %s from postgres', (select string_agg(quote_ident(r), ', ') from unnest(string_to_array(granted, ',')) r));
    -- The membership covered every table of those owners; a policy on any other is refused, as supautils does.
    for made in
      select p.polrelid from pg_catalog.pg_event_trigger_ddl_commands() d
      join pg_catalog.pg_policy p on p.oid = d.objid
      where d.classid = 'pg_catalog.pg_policy'::regclass and not d.in_extension
    loop
      if not (made.polrelid = any (_stack.policy_grant_tables())) and not pg_catalog.pg_has_role(
        'postgres', (select c.relowner from pg_catalog.pg_class c where c.oid = made.polrelid), 'USAGE'
      ) then
        raise exception 'must be owner of table %', (select c.relname from pg_catalog.pg_class c where c.oid = made.polrelid)
          using errcode = '42501';
      end if;
    end loop;
  end if;
  if coalesce(current_setting('stack.supautils_superuser', true), '') = 'on' then
    perform pg_catalog.set_config('stack.supautils_superuser', '', true);
    alter role postgres with nosuperuser;
    for made in
      select e.extname from pg_catalog.pg_event_trigger_ddl_commands() d
      join pg_catalog.pg_extension e on e.oid = d.objid
      where d.classid = 'pg_catalog.pg_extension'::regclass
    loop
      if not (made.extname = any (_stack.privileged_extensions()))
        and not coalesce((select bool_or(v.trusted) from pg_catalog.pg_available_extension_versions v where v.name = made.extname), false)
      then
        raise exception 'permission denied to create extension "%"', made.extname
          using errcode = '42501', hint = 'Must be superuser to create this extension.';
      end if;
    end loop;
  end if;
end;
$$;

alter function _stack.supautils_after() owner to supabase_admin;
-- postgres reads every schema (pg_read_all_data), so the function itself is closed to everyone but its owner.
revoke all on function _stack.supautils_after() from public;

-- A cluster bootstrapped before this file has the trigger from 007 already.
drop event trigger if exists stack_supautils_after;
create event trigger stack_supautils_after on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'CREATE EXTENSION')
  execute function _stack.supautils_after();
alter event trigger stack_supautils_after owner to supabase_admin;
