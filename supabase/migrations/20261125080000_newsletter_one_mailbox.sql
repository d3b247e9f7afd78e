-- A newsletter address is one mailbox (dot-atom local part, letters beyond ASCII allowed, @ an ASCII host name), the
-- same rule as the functions'
-- isValidEmail (supabase/functions/_shared/email.ts): "a,b@evil.example" or a display name no longer pass, so no
-- mail can go to an address the person did not give. Rows stored before keep their place (not valid); every new or
-- changed address is checked.
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_normalised;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_normalised check (
    email = lower(btrim(email))
    and char_length(email) <= 254
    and position('@' in email) <= 65
    and email ~ '^[^][:space:][:cntrl:]()<>:;@\\,."[]+(\.[^][:space:][:cntrl:]()<>:;@\\,."[]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'
  ) not valid;
