#!/bin/sh
# The deployment's first service (docker-compose.yml: every other service waits for it to exit 0). Reads the
# secrets of .env from its environment (compose `env_file: .env`) and refuses to let the stack start with any that
# would let a stranger in: a placeholder (the "change-me" values of .env.example, Supabase's published demo
# secrets), a secret shorter than its minimum, a JWT secret under 32 characters, or anon/service_role keys that are
# not HS256 JWTs of their role signed with JWT_SECRET. One line per refusal on stderr, then a non-zero exit.
# Prints no secret. POSIX sh, coreutils and openssl only.
#
#   docker compose run --rm preflight            # the check alone, as `docker compose up` runs it
#   sh docker/preflight.sh --env-file .env       # the same on the host, reading the file (KEY=value lines)
set -u

SECRETS='POSTGRES_PASSWORD JWT_SECRET DASHBOARD_PASSWORD SECRET_KEY_BASE PG_META_CRYPTO_KEY NEWSLETTER_SECRET ANON_KEY SERVICE_ROLE_KEY'

# --env-file FILE: the secrets' lines of a compose .env (optional `export `, optional quotes), nothing executed.
if [ "${1:-}" = --env-file ]; then
  if [ ! -r "${2:-}" ]; then
    echo "preflight: cannot read ${2:-(no file given)}" >&2
    exit 2
  fi
  for name in $SECRETS; do unset "$name"; done
  while IFS= read -r line || [ -n "$line" ]; do
    line=${line#export }
    name=${line%%=*}
    [ "$name" != "$line" ] || continue
    case " $SECRETS " in *" $name "*) ;; *) continue ;; esac
    val=$(printf '%s' "${line#*=}" | tr -d '\r')
    case $val in
      \"*\") val=${val#\"}; val=${val%\"} ;;
      \'*\') val=${val#\'}; val=${val%\'} ;;
    esac
    eval "$name=\$val"
  done <"$2"
fi

problems=0
refuse() {
  echo "preflight: $*" >&2
  problems=$((problems + 1))
}

value() { eval "printf '%s' \"\${$1:-}\""; }

is_placeholder() {
  case $(printf '%s' "$1" | tr '[:upper:]' '[:lower:]') in
    *change-me* | *changeme* | *change_me* | *your-super-secret* | *your_super_secret* | *this_password_is_insecure* | \
      super-secret-jwt-token-with-at-least-32-characters-long | *placeholder* | *example-secret*) return 0 ;;
  esac
  return 1
}

# NAME MIN_LENGTH [optional]
check_secret() {
  secret=$(value "$1")
  if [ -z "$secret" ]; then
    [ "${3:-}" = optional ] || refuse "$1 is empty"
    return
  fi
  if is_placeholder "$secret"; then
    refuse "$1 is a placeholder; replace it (node docker/generate-env.mjs --out FILE writes fresh secrets)"
  elif [ "${#secret}" -lt "$2" ]; then
    refuse "$1 is ${#secret} characters; at least $2 are required"
  fi
}

b64url_decode() {
  # base64url → base64 with padding, then decode.
  data=$(printf '%s' "$1" | tr '_-' '/+')
  case $((${#data} % 4)) in
    2) data="$data==" ;;
    3) data="$data=" ;;
  esac
  printf '%s' "$data" | openssl base64 -d -A 2>/dev/null
}

# NAME ROLE
check_key() {
  key=$(value "$1")
  secret=$(value JWT_SECRET)
  if [ -z "$key" ]; then
    refuse "$1 is empty"
    return
  fi
  if is_placeholder "$key"; then
    refuse "$1 is a placeholder; sign it with JWT_SECRET (node docker/generate-env.mjs --keys-for SECRET)"
    return
  fi
  case $key in
    *.*.*.*) refuse "$1 is not a JWT (header.payload.signature)"; return ;;
    *.*.*) ;;
    *) refuse "$1 is not a JWT (header.payload.signature)"; return ;;
  esac
  header=${key%%.*}
  rest=${key#*.}
  payload=${rest%%.*}
  signature=${rest#*.}
  if ! b64url_decode "$header" | tr -d ' \n' | grep -q '"alg":"HS256"'; then
    refuse "$1 is not signed with HS256"
    return
  fi
  claims=$(b64url_decode "$payload" | tr -d ' \n')
  if ! printf '%s' "$claims" | grep -q "\"role\":\"$2\""; then
    refuse "$1 does not carry the role \"$2\""
  fi
  exp=$(printf '%s' "$claims" | sed -n 's/.*"exp":\([0-9][0-9]*\).*/\1/p')
  if [ -n "$exp" ] && [ "$exp" -le "$(date +%s)" ]; then
    refuse "$1 has expired"
  fi
  if [ -n "$secret" ]; then
    # The key reaches openssl as an argument inside this one-shot container only; nothing is printed.
    expected=$(printf '%s' "$header.$payload" | openssl dgst -sha256 -hmac "$secret" -binary | openssl base64 -A | tr '+/' '-_' | tr -d '=')
    if [ "$expected" != "$signature" ]; then
      refuse "$1 is not signed by JWT_SECRET (generate both keys again: node docker/generate-env.mjs --keys-for SECRET)"
    fi
  fi
}

check_secret POSTGRES_PASSWORD 16
check_secret JWT_SECRET 32
check_secret DASHBOARD_PASSWORD 16
check_secret SECRET_KEY_BASE 64
check_secret PG_META_CRYPTO_KEY 32
check_secret NEWSLETTER_SECRET 32 optional
check_key ANON_KEY anon
check_key SERVICE_ROLE_KEY service_role

if [ "$problems" -gt 0 ]; then
  exit 1
fi
echo "preflight: the secrets of .env look usable"
