#!/bin/sh
# Restores a folder written by docker/backup.sh into a running compose deployment of the same code (the same
# supabase/migrations): the project's roles, every row of the backed-up schemas (replacing what is there) and the
# Storage volume's files. Into a fresh server:
#
#   1. the same checkout of this repository and the deployment's .env (or a new one: see the README, Backups);
#   2. docker compose up -d --wait     # a fresh deployment: migrations, content seed and buckets applied
#   3. sh docker/restore.sh backups/20261128T201500Z
#
# The API, the functions and Studio are stopped while the database is replaced and started again at the end. The
# database part runs in one transaction as the superuser, with triggers and foreign-key checks off for the load
# (session_replication_role = replica, as Supabase's documented restore does): it succeeds as a whole or changes
# nothing. A backup whose migrations.txt differs from the deployment's applied migrations is refused.
#
# DB_EXEC, STORAGE_EXEC and COMPOSE are the commands used (see backup.sh; with the Caddy overlay set
# COMPOSE='docker compose -f docker-compose.yml -f docker-compose.caddy.yml'); empty STORAGE_EXEC skips the files and
# empty COMPOSE does not stop or start services.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/backup/schemas.sh"

DB_EXEC=${DB_EXEC-docker compose exec -T -e PGHOST=127.0.0.1 -e PGUSER=supabase_admin db}
STORAGE_SERVICE_EXEC=${STORAGE_EXEC-docker compose run --rm --no-deps -T --entrypoint sh storage -c}
COMPOSE=${COMPOSE-docker compose}
API_SERVICES='kong auth rest realtime storage functions meta studio'
src=${1:?usage: sh docker/restore.sh BACKUP_DIR}

for file in roles.sql data.sql migrations.txt; do
  if [ ! -f "$src/$file" ]; then
    echo "restore: $src/$file is missing; give a folder written by docker/backup.sh" >&2
    exit 1
  fi
done

# shellcheck disable=SC2086 # DB_EXEC is a command line
db() { $DB_EXEC "$@"; }

applied=$(db psql -X -At -v ON_ERROR_STOP=1 -c 'select version from supabase_migrations.schema_migrations order by version')
if [ "$applied" != "$(cat "$src/migrations.txt")" ]; then
  echo "restore: the deployment's applied migrations differ from the backup's ($src/migrations.txt)." >&2
  echo "restore: check out the code the backup was taken with, start a fresh deployment of it and restore again." >&2
  exit 1
fi

if [ -n "$COMPOSE" ]; then
  echo "restore: stopping $API_SERVICES"
  # shellcheck disable=SC2086
  $COMPOSE stop $API_SERVICES
fi

echo "restore: database (roles, then every row of $src/data.sql) in one transaction"
excluded_regex="^($(printf '%s' "$DATA_EXCLUDED_SCHEMAS" | sed 's/\*/.*/g'))\$"
{
  cat "$src/roles.sql"
  echo "set session_replication_role = replica;"
  cat "$here/db/restore-prepare.sql"
  cat "$src/data.sql"
  echo "reset all;"
} | db psql -X -q -v ON_ERROR_STOP=1 --single-transaction \
  -v excluded_schemas="$excluded_regex" -v excluded_tables="$DATA_EXCLUDED_TABLES" -f -

if [ -n "$STORAGE_SERVICE_EXEC" ] && [ -f "$src/storage.tar.gz" ]; then
  echo "restore: stored files from $src/storage.tar.gz"
  # shellcheck disable=SC2086
  $STORAGE_SERVICE_EXEC 'find /var/lib/storage -mindepth 1 -delete && tar -C /var/lib/storage -xzf -' <"$src/storage.tar.gz"
fi

if [ -n "$COMPOSE" ]; then
  echo "restore: starting the deployment again"
  $COMPOSE up -d --wait
fi
echo "restore: done"
