-- The per-address limit on training inquiries (3 an hour) was a count before insert: parallel inserts all counted
-- the same rows and all passed. A transaction lock per address makes them take turns; each then counts the rows
-- the ones before it committed.
create or replace function public.check_training_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.training_offers o
    where o.slug = new.offer_slug and o.accepts_inquiries and o.status = 'published'
  ) then
    raise exception 'training_offer_closed' using errcode = 'P0001', hint = 'Ta oferta nie przyjmuje zapytań.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('training_inquiry:' || lower(btrim(new.email)), 0));
  if (
    select count(*) from public.training_inquiries i
    where lower(i.email) = lower(btrim(new.email)) and i.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'training_inquiry_rate_limited' using errcode = 'P0001', hint = 'Zbyt wiele zapytań z tego adresu.';
  end if;
  new.email := lower(btrim(new.email));
  new.name := btrim(new.name);
  new.created_at := now();
  return new;
end;
$$;

revoke all on function public.check_training_inquiry() from public, anon, authenticated;
