-- First start only: the schema Supabase Realtime keeps its tenants and migrations in (DB_AFTER_CONNECT_QUERY).
create schema if not exists _realtime;
alter schema _realtime owner to supabase_admin;
