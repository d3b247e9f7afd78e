#!/bin/sh
# Entry point of the e2e image (e2e/Dockerfile): the backend's `supabase status -o env` values come either as a
# file mounted at $E2E_ENV_FILE or as variables (`docker run --env-file`, which keeps the quotes and escapes the CLI
# writes, so each goes into the file as it came, for the suite's parser); then `npm run test:e2e` with the arguments.
set -eu

NAMES='API_URL REST_URL GRAPHQL_URL FUNCTIONS_URL STUDIO_URL MAILPIT_URL INBUCKET_URL DB_URL ANON_KEY SERVICE_ROLE_KEY
PUBLISHABLE_KEY SECRET_KEY JWT_SECRET STORAGE_S3_URL S3_PROTOCOL_ACCESS_KEY_ID S3_PROTOCOL_ACCESS_KEY_SECRET
S3_PROTOCOL_REGION E2E_TEST_ENVIRONMENT'

if [ ! -f "$E2E_ENV_FILE" ]; then
  if [ -z "${API_URL:-}" ]; then
    echo "No backend: mount a \`supabase status -o env\` file at $E2E_ENV_FILE or pass it with --env-file." >&2
    exit 2
  fi
  mkdir -p "$(dirname "$E2E_ENV_FILE")"
  : > "$E2E_ENV_FILE"
  for name in $NAMES; do
    value=$(printenv "$name" || true)
    [ -n "$value" ] || continue
    printf '%s=%s\n' "$name" "$value" >> "$E2E_ENV_FILE"
  done
fi

exec npm run -s test:e2e -- "$@"
