-- Supabase Vault's SQL surface (supabase/vault 0.3.1, sql/supabase_vault--0.3.0.sql) with the grants the image gives
-- `postgres`. This build has no pgsodium/libsodium, so secrets are encrypted with pgcrypto (PGP, AES-256) under a
-- random key the cluster keeps in a file of its data directory (`stack_vault.key`, made here, readable only by the
-- server): the key is in no table and in no dump, as pgsodium's root key is not. Differences:
-- stack/src/services/vault/README.md. Runs as supabase_admin, which owns everything here.

create schema if not exists vault;

-- Written into the data directory by the server itself (mode 600, its OS user); only superusers read server files.
do $$
begin
  if pg_catalog.pg_stat_file('stack_vault.key', true) is null then
    execute format('copy (select %L) to %L', encode(extensions.gen_random_bytes(32), 'hex'),
      pg_catalog.current_setting('data_directory') || '/stack_vault.key');
  end if;
end $$;

create or replace function vault._stack_key()
returns text
language sql
stable
security definer
set search_path = ''
as $$ select pg_catalog.btrim(pg_catalog.pg_read_file('stack_vault.key'), E' \n') $$;
revoke all on function vault._stack_key() from public;

create or replace function vault._stack_encrypt(message text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select pg_catalog.encode(extensions.pgp_sym_encrypt(message, vault._stack_key(), 'cipher-algo=aes256, s2k-mode=1'), 'base64')
$$;

create or replace function vault._stack_decrypt(secret text)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select extensions.pgp_sym_decrypt(pg_catalog.decode(secret, 'base64'), vault._stack_key()) $$;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default extensions.gen_random_bytes(24),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';
create unique index if not exists secrets_name_idx on vault.secrets using btree (name) where name is not null;

create or replace view vault.decrypted_secrets as
select s.id,
  s.name,
  s.description,
  s.secret,
  vault._stack_decrypt(s.secret) as decrypted_secret,
  s.key_id,
  s.nonce,
  s.created_at,
  s.updated_at
from vault.secrets s;

create or replace function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  -- unused
  new_key_id uuid = null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into vault.secrets (id, secret, name, description)
  values (new_id, vault._stack_encrypt(new_secret), new_name, new_description);
  return new_id;
end
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text = null,
  new_name text = null,
  new_description text = null,
  -- unused
  new_key_id uuid = null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update vault.secrets s
  set secret = case when new_secret is null then s.secret else vault._stack_encrypt(new_secret) end,
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      updated_at = now()
  where s.id = secret_id;
end
$$;

revoke all on function vault._stack_encrypt(text), vault._stack_decrypt(text), vault.create_secret(text, text, text, uuid),
  vault.update_secret(uuid, text, text, text, uuid) from public;
revoke all on vault.secrets, vault.decrypted_secrets from public, anon, authenticated, service_role;

-- The image's after-create script for supabase_vault: postgres (and only it, besides the owner) may use the Vault.
grant usage on schema vault to postgres with grant option;
grant select, delete, truncate, references on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid),
  vault._stack_decrypt(text) to postgres with grant option;
