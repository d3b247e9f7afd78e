#!/bin/sh
# Fills the $NAME placeholders of kong.template.yml from the environment (keys and dashboard credentials from
# .env), then starts Kong. Every placeholder sits inside a YAML single-quoted string; awk takes the values from
# ENVIRON and doubles ' for it, so any character of a password (# : ' " \ & / |) stays literal.
# `entrypoint.sh --render-only` writes the file and stops (the contract tests use it).
set -eu
template=${KONG_TEMPLATE:-/home/kong/kong.template.yml}
out=${KONG_DECLARATIVE_CONFIG:-/home/kong/kong.yml}
awk -v q="'" '
  BEGIN { split("SUPABASE_ANON_KEY SUPABASE_SERVICE_KEY DASHBOARD_USERNAME DASHBOARD_PASSWORD", names, " ") }
  {
    for (i in names) {
      value = ENVIRON[names[i]]
      gsub(q, q q, value)
      gsub(/[\\&]/, "\\\\&", value)
      gsub("\\$" names[i], value)
    }
    print
  }
' "$template" > "$out.tmp"
mv "$out.tmp" "$out"
[ "${1:-}" = "--render-only" ] && exit 0
exec /docker-entrypoint.sh kong docker-start
