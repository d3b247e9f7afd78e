-- Erasure of a newsletter subscriber on request (GDPR art. 17), for the admin page /admin/newsletter.
-- One call removes the address and everything stored about it: its deliveries (the per-issue mail log) and its
-- double opt-in tokens. Admins with MFA (or the service role) only; the table's delete policy says the same, but this function also
-- reports what it removed and refuses with a clear error instead of silently deleting nothing.

create or replace function public.newsletter_erase_subscriber(p_subscriber_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_subscriber public.newsletter_subscribers;
  v_deliveries integer;
  v_confirmations integer;
begin
  if not (public.is_admin_aal2() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception 'Usuwać subskrybentów może tylko administrator z weryfikacją dwuetapową.'
      using errcode = '42501';
  end if;

  select * into v_subscriber from public.newsletter_subscribers where id = p_subscriber_id for update;
  if v_subscriber.id is null then
    raise exception 'Nie ma takiego subskrybenta (może został już usunięty).' using errcode = 'P0002';
  end if;

  -- Explicit deletes (the foreign keys would cascade too) so the answer can say what went.
  delete from public.newsletter_deliveries where subscriber_id = p_subscriber_id;
  get diagnostics v_deliveries = row_count;
  delete from public.newsletter_confirmations where subscriber_id = p_subscriber_id;
  get diagnostics v_confirmations = row_count;
  delete from public.newsletter_subscribers where id = p_subscriber_id;

  return jsonb_build_object(
    'id', v_subscriber.id,
    'email', v_subscriber.email,
    'deliveries', v_deliveries,
    'confirmations', v_confirmations
  );
end;
$$;

comment on function public.newsletter_erase_subscriber(uuid) is
  'Erasure on request: deletes a subscriber with its deliveries and confirmation tokens (admins with MFA only).';

revoke all on function public.newsletter_erase_subscriber(uuid) from public, anon;
grant execute on function public.newsletter_erase_subscriber(uuid) to authenticated, service_role;
