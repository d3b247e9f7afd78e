-- pg_net, supabase_vault and pg_cron become extensions (control and script files the stack writes into the server's
-- extension directory: ../extensions.ts), as `supabase start` has them: pg_net and supabase_vault installed (their
-- scripts adopt the schemas 008 and 009 made), pg_cron available until a migration runs
-- `create extension pg_cron with schema pg_catalog;`. Created by `postgres`, as on Supabase, so it may drop them.
set local role postgres;
create extension if not exists pg_net with schema extensions;
create extension if not exists supabase_vault with schema vault;
reset role;

-- The cron schema 011 made: gone on a database that has no jobs (a new one); a database whose migrations scheduled
-- jobs before pg_cron was an extension keeps them, with pg_cron installed.
do $$
begin
  if to_regnamespace('cron') is not null and not exists (select from pg_extension where extname = 'pg_cron') then
    if exists (select from cron.job) then
      set local role postgres;
      create extension pg_cron with schema pg_catalog;
      reset role;
    else
      drop schema cron cascade;
    end if;
  end if;
end $$;
