-- First start only (run by the supabase/postgres image's init scripts as the superuser): the service roles of
-- Supabase log in with POSTGRES_PASSWORD from .env. psql reads it from the environment, so it never sits in a file.
\set pgpass `echo "$POSTGRES_PASSWORD"`

alter user authenticator with password :'pgpass';
alter user supabase_auth_admin with password :'pgpass';
alter user supabase_storage_admin with password :'pgpass';
alter user supabase_admin with password :'pgpass';
