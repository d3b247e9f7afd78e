#!/bin/sh
# Backs up the compose deployment: the database with the db container's own binaries (pg_dump of the same major
# version as the server) and the Storage volume's files.
#
#   sh docker/backup.sh [DIR]       # from the folder of docker-compose.yml; DIR defaults to backups/<UTC time>
#
# DIR receives, like `supabase db dump` splits a database:
#   roles.sql       the project's own roles (no passwords; the images' reserved roles left out)
#   schema.sql      the schema outside Supabase's own schemas (for reading and diffing: restore.sh rebuilds the schema
#                   from supabase/migrations)
#   data.sql        every row outside the schemas services recreate, including auth and storage (accounts, file
#                   metadata); COPY format
#   migrations.txt  the versions of supabase/migrations applied (restore.sh refuses a deployment that differs)
#   storage.tar.gz  the Storage volume (/var/lib/storage)
# The files hold personal data and password hashes: the folder is created private (umask 077); keep copies off the
# server, encrypted. The database and the files are read one after the other: take backups when few uploads happen.
#
# DB_EXEC runs a command where the database's client binaries are (default: inside the db container, as the
# superuser supabase_admin over the container's loopback); STORAGE_EXEC likewise for the Storage volume.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/backup/schemas.sh"

DB_EXEC=${DB_EXEC-docker compose exec -T -e PGHOST=127.0.0.1 -e PGUSER=supabase_admin db}
STORAGE_EXEC=${STORAGE_EXEC-docker compose exec -T storage}
dest=${1:-backups/$(date -u +%Y%m%dT%H%M%SZ)}

umask 077
mkdir -p "$dest"
if [ -n "$(ls -A "$dest")" ]; then
  echo "backup: $dest is not empty; give a new folder" >&2
  exit 1
fi

# shellcheck disable=SC2086 # DB_EXEC is a command line
db() { $DB_EXEC "$@"; }

echo "backup: roles → $dest/roles.sql"
db pg_dumpall --roles-only --quote-all-identifiers --no-role-passwords --no-comments | filter_roles >"$dest/roles.sql"

echo "backup: schema → $dest/schema.sql"
db pg_dump --schema-only --quote-all-identifiers --no-comments --extension '*' \
  --exclude-schema "$SCHEMA_EXCLUDED_SCHEMAS" >"$dest/schema.sql"

echo "backup: data → $dest/data.sql"
exclude_tables=''
for table in $DATA_EXCLUDED_TABLES; do exclude_tables="$exclude_tables --exclude-table=$table"; done
# shellcheck disable=SC2086 # one flag per table
db pg_dump --data-only --quote-all-identifiers --exclude-schema "$DATA_EXCLUDED_SCHEMAS" $exclude_tables >"$dest/data.sql"

db psql -X -At -v ON_ERROR_STOP=1 -c 'select version from supabase_migrations.schema_migrations order by version' \
  >"$dest/migrations.txt"

if [ -n "$STORAGE_EXEC" ]; then
  echo "backup: stored files → $dest/storage.tar.gz"
  # shellcheck disable=SC2086
  $STORAGE_EXEC tar -C /var/lib/storage -czf - . >"$dest/storage.tar.gz"
fi

echo "backup: done ($dest)"
