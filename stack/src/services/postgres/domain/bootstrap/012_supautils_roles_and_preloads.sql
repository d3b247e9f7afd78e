-- supautils' reserved roles marked `*` on the image (authenticator, anon, authenticated, service_role): postgres may
-- change their settings (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`, Supabase's documented
-- way to configure PostgREST). postgres already holds the three API roles with ADMIN; for authenticator, ADMIN without
-- INHERIT or SET gives exactly the right to alter and grant it, never to act as it. Runs as supabase_admin.
grant authenticator to postgres with admin option, inherit false, set false;
-- The pgrst.* settings are placeholders Postgres does not know; a role that is not a superuser may store them for
-- another role only with SET on each (PostgREST 12's in-database settings).
grant set on parameter pgrst.db_aggregates_enabled, pgrst.db_anon_role, pgrst.db_extra_search_path, pgrst.db_max_rows,
  pgrst.db_plan_enabled, pgrst.db_pre_request, pgrst.db_prepared_statements, pgrst.db_root_spec, pgrst.db_schemas,
  pgrst.db_tx_end, pgrst.jwt_aud, pgrst.jwt_role_claim_key, pgrst.jwt_secret, pgrst.jwt_secret_is_base64,
  pgrst.openapi_mode, pgrst.openapi_security_active, pgrst.openapi_server_proxy_uri, pgrst.server_cors_allowed_origins,
  pgrst.server_trace_header, pgrst.server_timing_enabled to postgres;

-- Preloaded on the image (the stack starts Postgres with shared_preload_libraries = pg_stat_statements) and created
-- in `extensions`, as there.
create extension if not exists pg_stat_statements with schema extensions;
