-- Admin checks for RLS policies and security definer functions.
-- An admin is a user whose app_metadata.role is 'admin' (only the service role can set it);
-- every admin write additionally requires a TOTP-verified session (aal2).
-- Both read only the caller's own JWT, so exposing them to anon/authenticated reveals nothing.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false);
$$;

comment on function public.is_admin() is
  'True when the caller''s JWT carries app_metadata.role = admin.';

create or replace function public.is_admin_aal2()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() and coalesce((auth.jwt() ->> 'aal') = 'aal2', false);
$$;

comment on function public.is_admin_aal2() is
  'True when the caller is an admin whose session passed MFA (aal2).';

-- Functions are executable by PUBLIC by default; grant to the API roles explicitly instead.
revoke all on function public.is_admin() from public;
revoke all on function public.is_admin_aal2() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.is_admin_aal2() to anon, authenticated, service_role;
