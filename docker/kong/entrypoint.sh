#!/bin/sh
# Fills the $NAME placeholders of kong.template.yml from the environment (keys and dashboard credentials from
# .env), then starts Kong. awk takes the values from ENVIRON, so characters like & / | in a password stay literal.
set -eu
awk '
  BEGIN { split("SUPABASE_ANON_KEY SUPABASE_SERVICE_KEY DASHBOARD_USERNAME DASHBOARD_PASSWORD", names, " ") }
  {
    for (i in names) {
      value = ENVIRON[names[i]]
      gsub(/[\\&]/, "\\\\&", value)
      gsub("\\$" names[i], value)
    }
    print
  }
' /home/kong/kong.template.yml > /home/kong/kong.yml
exec /docker-entrypoint.sh kong docker-start
