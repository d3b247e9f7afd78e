-- On Supabase, the database itself asks the inbox-notify edge function to mail the admins after every insert into
-- the inbox's tables, through pg_net, with the project's URL and anon (or publishable) key from Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<anon or publishable key>', 'anon_key');
-- Without pg_net or those secrets (the local stack, a project not set up yet) the trigger does nothing, and the
-- site's own call after sending a form does the same job. Nothing here can make a visitor's insert fail.
create or replace function public.inbox_entry_announce()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  api_key text;
begin
  if not exists (
    select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'net' and p.proname = 'http_post'
  ) or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into project_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into api_key using 'anon_key';
  if project_url is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using rtrim(project_url, '/') || '/functions/v1/inbox-notify',
      '{}'::jsonb,
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || coalesce(api_key, ''), 'apikey', coalesce(api_key, ''));
  return null;
exception when others then
  -- A notification must never cost the visitor their message; the next call announces it.
  raise warning 'inbox notification request failed: %', sqlerrm;
  return null;
end;
$$;

revoke all on function public.inbox_entry_announce() from public, anon, authenticated, service_role;

create trigger training_inquiries_announce after insert on public.training_inquiries
  for each statement execute function public.inbox_entry_announce();
create trigger survey_responses_announce after insert on public.survey_responses
  for each statement execute function public.inbox_entry_announce();
create trigger contact_messages_announce after insert on public.contact_messages
  for each statement execute function public.inbox_entry_announce();
