-- Grants that do not depend on the project's default privileges.
--
-- Older Supabase projects grant every new function in public to anon, authenticated and service_role directly
-- (alter default privileges … grant all … to anon, …), so `revoke … from public` alone leaves them executable by
-- those roles. Newer projects can default to no automatic grants at all. Earlier migrations revoked from public
-- only for these functions; under the old defaults that let anon call admin functions (which refuse inside, but
-- should not be callable) and left trigger functions executable by service_role. Revoking from the roles by name
-- gives the same privileges under both defaults (stack/test/integration/selfhost.test.ts compares them with
-- stack/test/integration/grants.expected.txt).

-- Admin functions: not for visitors (authenticated and service_role keep EXECUTE; the functions check the rest).
revoke execute on function public.admin_dashboard() from anon;
revoke execute on function public.ai_tools_next_position() from anon;
revoke execute on function public.reorder_ai_tools(uuid[], uuid[]) from anon;
revoke execute on function public.slug_available(text, uuid) from anon;

-- A signed-in reader's own newsletter subscription (auth.uid()): neither visitors nor the service role.
revoke execute on function public.my_newsletter_status() from anon, service_role;
revoke execute on function public.set_my_newsletter_subscription(boolean) from anon, service_role;

-- Trigger functions run as triggers only; nobody calls them.
revoke execute on function public.ai_tools_close_position_gaps() from public, anon, authenticated, service_role;
revoke execute on function public.check_training_inquiry() from public, anon, authenticated, service_role;
revoke execute on function public.creatures_limit_submissions() from public, anon, authenticated, service_role;
revoke execute on function public.glossary_terms_check_related_terms() from public, anon, authenticated, service_role;
revoke execute on function public.glossary_terms_follow_related_terms() from public, anon, authenticated, service_role;
revoke execute on function public.posts_bump_version() from public, anon, authenticated, service_role;
revoke execute on function public.posts_sync_schedule() from public, anon, authenticated, service_role;
revoke execute on function public.set_updated_at() from public, anon, authenticated, service_role;
