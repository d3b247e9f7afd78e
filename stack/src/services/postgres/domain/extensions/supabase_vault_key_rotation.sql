-- Each cluster its own Vault key: a cluster copied from a database template (infra/template.ts) starts with the
-- template's key file, so the stack calls this right after such a copy starts. It re-encrypts every secret under a
-- new random key, then replaces the key file; the same transaction commits both or, when it fails before the file is
-- written, neither.
create or replace function vault._stack_rotate_key()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_key text := vault._stack_key();
  new_key text := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
begin
  update vault.secrets s
  set secret = pg_catalog.encode(
    extensions.pgp_sym_encrypt(extensions.pgp_sym_decrypt(pg_catalog.decode(s.secret, 'base64'), old_key), new_key,
      'cipher-algo=aes256, s2k-mode=1'),
    'base64');
  execute pg_catalog.format('copy (select %L) to %L', new_key, pg_catalog.current_setting('data_directory') || '/stack_vault.key');
end
$$;
revoke all on function vault._stack_rotate_key() from public;
