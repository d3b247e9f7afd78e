-- Admin reads of non-public data need aal2 (a verified second factor in this session), like admin writes: a stolen
-- password alone must not show pending creatures, draft slugs or the dashboard's counts.

drop policy if exists "Admins read all creatures" on public.creatures;
create policy "Admins with MFA read all creatures"
  on public.creatures
  for select
  to authenticated
  using ((select public.is_admin_aal2()));

-- The two security definer functions checked is_admin() only. Their bodies stay as they are; only the check
-- changes, so the edit is made on the stored definition and verified.
do $$
declare
  fn regprocedure;
  definition text;
  changed text;
begin
  foreach fn in array array['public.slug_available(text, uuid)'::regprocedure, 'public.admin_dashboard()'::regprocedure] loop
    definition := pg_get_functiondef(fn);
    changed := replace(definition, 'if not public.is_admin() then', 'if not public.is_admin_aal2() then');
    if changed = definition then
      raise exception 'migration: % has no "if not public.is_admin() then" check to tighten', fn;
    end if;
    execute changed;
  end loop;
end;
$$;
