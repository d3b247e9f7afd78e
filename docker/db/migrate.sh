#!/bin/sh
# Applies the app's migrations and content seed to the self-hosted database, the way `supabase db push
# --include-seed` does, and records both where the CLI records them:
# - every file of $MIGRATIONS_DIR whose version (the timestamp before the first "_") is not yet in
#   supabase_migrations.schema_migrations runs in its own transaction together with its history row;
# - $SEED_FILE (the Polish content, supabase/seed.sql) runs in one transaction together with its row in
#   supabase_migrations.seed_files (key $SEED_PATH, the CLI's "supabase/seed.sql", and the file's SHA-256). So it
#   runs exactly once: a failed or interrupted seed leaves no row and runs again on the next start, a recorded one
#   never again. A seed file changed later only gets its hash updated, as the CLI does (it is not run twice).
# supabase/seed.dev.sql, the demo accounts, is never run here.
#
# Needs psql, sha256sum and the libpq variables PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE.
set -eu

MIGRATIONS_DIR=${MIGRATIONS_DIR:-/supabase/migrations}
SEED_FILE=${SEED_FILE:-/supabase/seed.sql}
SEED_PATH=${SEED_PATH:-supabase/seed.sql}
PSQL="psql -X -q -v ON_ERROR_STOP=1"
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"

# The CLI's naming, <digits>_<name>.sql; anything else is refused before a single migration runs.
for file in "$MIGRATIONS_DIR"/*.sql; do
  [ -e "$file" ] || continue
  if ! basename "$file" .sql | grep -Eq '^[0-9]+_[A-Za-z0-9_-]+$'; then
    echo "migrate: $(basename "$file") is not named <timestamp>_<name>.sql" >&2
    exit 1
  fi
done

# Deployments seeded by the earlier version of this script (seed on the first start, nothing recorded) have
# migrations but no seed_files table: their seed is recorded below, not run a second time.
legacy_seeded=$($PSQL -At -c "select to_regclass('supabase_migrations.seed_files') is null
  and to_regclass('supabase_migrations.schema_migrations') is not null
  and exists (select 1 from supabase_migrations.schema_migrations)" 2>/dev/null || echo f)

$PSQL <<'SQL'
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
SQL

recorded=$($PSQL -At -c 'select version from supabase_migrations.schema_migrations')
applied=0

for file in "$MIGRATIONS_DIR"/*.sql; do
  [ -e "$file" ] || continue
  base=$(basename "$file" .sql)
  version=${base%%_*}
  name=${base#*_}
  printf '%s\n' "$recorded" | grep -qx "$version" && continue
  echo "migrate: applying $(basename "$file")"
  {
    cat "$file"
    printf "\ninsert into supabase_migrations.schema_migrations (version, name) values ('%s', '%s');\n" "$version" "$name"
  } | $PSQL --single-transaction -f -
  applied=$((applied + 1))
done

if [ -f "$SEED_FILE" ]; then
  hash=$(sha256sum "$SEED_FILE" | cut -d' ' -f1)
  recorded_hash=$($PSQL -At -v path="$SEED_PATH" <<'SQL'
select hash from supabase_migrations.seed_files where path = :'path';
SQL
)
  if [ -z "$recorded_hash" ] && [ "$legacy_seeded" = "t" ]; then
    echo "migrate: $SEED_PATH was applied on the first start by an earlier version; recording it"
    $PSQL -v path="$SEED_PATH" -v hash="$hash" <<'SQL'
insert into supabase_migrations.seed_files (path, hash) values (:'path', :'hash');
SQL
  elif [ -z "$recorded_hash" ]; then
    echo "migrate: seeding $SEED_PATH"
    {
      cat "$SEED_FILE"
      printf "\ninsert into supabase_migrations.seed_files (path, hash) values ('%s', '%s');\n" "$SEED_PATH" "$hash"
    } | $PSQL --single-transaction -f -
  elif [ "$recorded_hash" != "$hash" ]; then
    echo "migrate: $SEED_PATH changed since it was applied; recording its new hash without running it again"
    $PSQL -v path="$SEED_PATH" -v hash="$hash" <<'SQL'
update supabase_migrations.seed_files set hash = :'hash' where path = :'path';
SQL
  fi
fi

# The project's URL (as the database reaches it) and keys in Vault, for the triggers and cron jobs that call edge
# functions through pg_net (what `select vault.create_secret(...)` does once on a hosted project).
if [ -n "${VAULT_PROJECT_URL:-}" ]; then
  $PSQL -v url="$VAULT_PROJECT_URL" -v anon="${ANON_KEY:-}" -v service="${SERVICE_ROLE_KEY:-}" <<'SQL'
select vault.create_secret(value, name)
from (values ('project_url', :'url'), ('anon_key', :'anon'), ('service_role_key', :'service')) s(name, value)
where value <> '' and not exists (select from vault.secrets v where v.name = s.name);
select vault.update_secret(v.id, s.value)
from (values ('project_url', :'url'), ('anon_key', :'anon'), ('service_role_key', :'service')) s(name, value)
join vault.decrypted_secrets v on v.name = s.name
where s.value <> '' and v.decrypted_secret is distinct from s.value;
SQL
fi

# PostgREST reloads its schema cache on this notification (new tables, functions and grants become visible).
$PSQL -c "notify pgrst, 'reload schema'"
echo "migrate: $applied new migration(s) applied"
