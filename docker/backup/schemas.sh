# Sourced by docker/backup.sh and docker/restore.sh: what a backup holds, split the way `supabase db dump` splits it
# (supabase/cli internal/db/dump): roles, schema and data, each a plain SQL file.

# Schemas whose data is not backed up: Postgres' own, those extensions and Supabase's services recreate, and the
# migration history (kept by the deployment's own migrations; restore.sh compares it instead). auth, storage,
# supabase_functions, cron, net and pgmq keep their data, so accounts and file metadata come back.
DATA_EXCLUDED_SCHEMAS='information_schema|pg_*|graphql|graphql_public|pgsodium|pgsodium_masks|pgtle|repack|tiger|tiger_data|timescaledb_*|_timescaledb_*|topology|vault|extensions|pgbouncer|realtime|supabase_migrations|_analytics|_realtime|_supavisor'
# The services' own migration history stays with the services that wrote it.
DATA_EXCLUDED_TABLES='auth.schema_migrations storage.migrations supabase_functions.migrations'
# Schemas the schema dump leaves out: the above, plus those Supabase's images and services create themselves.
SCHEMA_EXCLUDED_SCHEMAS="$DATA_EXCLUDED_SCHEMAS|auth|storage|supabase_functions|cron|dbdev|net|pgmq"
# Roles the images create (and supautils reserves): a restore never creates or alters them.
RESERVED_ROLES='anon|authenticated|authenticator|dashboard_user|pgbouncer|postgres|service_role|supabase_admin|supabase_auth_admin|supabase_functions_admin|supabase_read_only_user|supabase_realtime_admin|supabase_replication_admin|supabase_storage_admin|supabase_etl_admin|pgsodium_keyholder|pgsodium_keyiduser|pgsodium_keymaker|pgtle_admin'

# pg_dumpall --roles-only output → only the project's own roles: statements about reserved roles are commented out.
filter_roles() {
  sed -E \
    -e "s/^(CREATE|ALTER) ROLE \"($RESERVED_ROLES)\"/-- &/" \
    -e "s/^GRANT \".*\" TO \"($RESERVED_ROLES)\"/-- &/"
}
