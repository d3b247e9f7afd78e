#!/bin/sh
# Applies the app's migrations to the self-hosted database, the way `supabase db push` does: every file of
# $MIGRATIONS_DIR whose version (the timestamp before the first "_") is not yet in
# supabase_migrations.schema_migrations runs in its own transaction together with its history row. On a database
# that had no migrations before (the first start), $SEED_FILE (the Polish content, supabase/seed.sql) runs after
# them. supabase/seed.dev.sql, the demo accounts, is never run here.
#
# Needs psql and the libpq variables PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE.
set -eu

MIGRATIONS_DIR=${MIGRATIONS_DIR:-/supabase/migrations}
SEED_FILE=${SEED_FILE:-/supabase/seed.sql}
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

$PSQL <<'SQL'
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
SQL

first_start=$($PSQL -At -c 'select count(*) = 0 from supabase_migrations.schema_migrations')
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

if [ "$first_start" = "t" ] && [ -f "$SEED_FILE" ]; then
  echo "migrate: first start, seeding $(basename "$SEED_FILE")"
  $PSQL --single-transaction -f "$SEED_FILE"
fi

# PostgREST reloads its schema cache on this notification (new tables, functions and grants become visible).
$PSQL -c "notify pgrst, 'reload schema'"
echo "migrate: $applied new migration(s) applied"
