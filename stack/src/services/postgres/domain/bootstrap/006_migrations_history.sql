-- The Supabase CLI's migration and seed history, created exactly as supabase/cli pkg/migration/history.go does.

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;
create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
