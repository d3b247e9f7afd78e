-- Local-only demo data: demo accounts (visitor, admin with TOTP) are added here by the auth work.
-- Listed in supabase/config.toml [db.seed] sql_paths for local development only;
-- never run by docker-compose, hosted Supabase or any production deploy.
--
-- Accounts (the same rows Supabase Auth writes, so they also work after `supabase db reset`):
--   admin@obrazy-ai.local      hasło: Admin-Obrazy-2026   app_metadata.role = admin, TOTP factor "Demo"
--                              TOTP secret (add it to an authenticator app): YA6MDDRFHAXOJZWLJEHHSI7AP2PYEU7K
--   uzytkownik@obrazy-ai.local hasło: Uzytkownik-2026     a regular, confirmed visitor account
-- Password hashes are bcrypt cost 10 ($2a$, as GoTrue writes), computed once.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, last_sign_in_at, confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, reauthentication_token, phone_change, phone_change_token, is_sso_user, is_anonymous
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
    'admin@obrazy-ai.local', '$2a$10$Zoe0HO66.BHOJQsdiHo0IOxJ4YuOnTcrCokjuMZpQGZd6ID7NQLL.', now(),
    '{"provider": "email", "providers": ["email"], "role": "admin"}', '{"full_name": "Administrator Obrazy AI"}',
    now(), now(), null, '', '', '', '', '', '', '', '', false, false
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
    'uzytkownik@obrazy-ai.local', '$2a$10$CCFBUBRu6p3XPcVvJueVbOVlbPmUeUkWwCVrgUBudYI.gbvkn/Fd.', now(),
    '{"provider": "email", "providers": ["email"]}', '{"full_name": "Ala Testowa"}',
    now(), now(), null, '', '', '', '', '', '', '', '', false, false
  )
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at) values
  (
    'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
    '{"sub": "a0000000-0000-4000-8000-000000000001", "email": "admin@obrazy-ai.local", "email_verified": true, "phone_verified": false}',
    'email', now(), now()
  ),
  (
    'b0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
    '{"sub": "a0000000-0000-4000-8000-000000000002", "email": "uzytkownik@obrazy-ai.local", "email_verified": true, "phone_verified": false}',
    'email', now(), now()
  )
on conflict (provider_id, provider) do nothing;

-- The admin's verified TOTP factor, so admin writes (which need aal2) can be tried locally.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret) values
  (
    'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Demo', 'totp', 'verified',
    now(), now(), 'YA6MDDRFHAXOJZWLJEHHSI7AP2PYEU7K'
  )
on conflict (id) do nothing;
