-- What an account gives a visitor without an admin: their saved quiz results, and their own newsletter
-- subscription switched on or off without the mail round trip (their account's confirmed e-mail is the proof).

create table public.quiz_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  quiz text not null default 'identyfikacja-brandu',
  -- The answer trail as in the shareable URL (?odpowiedzi=abca…), so the saved result can be reopened.
  answers text not null,
  result_slug text not null,
  created_at timestamptz not null default now(),

  constraint quiz_results_quiz_check check (quiz in ('identyfikacja-brandu')),
  constraint quiz_results_answers_format check (answers ~ '^[a-f]{1,20}$'),
  constraint quiz_results_result_slug_format check (result_slug ~ '^[a-z0-9-]{1,60}$'),
  constraint quiz_results_once unique (user_id, quiz, answers)
);

comment on table public.quiz_results is 'Quiz results a signed-in visitor chose to keep; only they can see them.';

create index quiz_results_user_idx on public.quiz_results (user_id, created_at desc);

alter table public.quiz_results enable row level security;

create policy "People read their own quiz results"
  on public.quiz_results for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "People save their own quiz results"
  on public.quiz_results for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "People delete their own quiz results"
  on public.quiz_results for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.quiz_results from anon, authenticated;
grant select, insert, delete on table public.quiz_results to authenticated;
grant all on table public.quiz_results to service_role;

-- The caller's subscription status ('pending', 'confirmed', 'unsubscribed', 'bounced') or null when their
-- address never subscribed. Only ever about the caller's own address.
create or replace function public.my_newsletter_status()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.status
  from auth.users u
  join public.newsletter_subscribers s on s.email = lower(btrim(u.email))
  where u.id = auth.uid();
$$;

-- Subscribes or unsubscribes the caller's own address at once. Allowed only when the account's e-mail is
-- confirmed: that confirmation is the double opt-in. Returns the new status.
create or replace function public.set_my_newsletter_subscription(subscribe boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_confirmed timestamptz;
  v_status text;
begin
  if auth.uid() is null then
    raise exception 'Zaloguj się, aby zarządzać subskrypcją.' using errcode = '42501';
  end if;
  select lower(btrim(u.email)), u.email_confirmed_at into v_email, v_confirmed from auth.users u where u.id = auth.uid();
  if v_email is null or v_confirmed is null then
    raise exception 'Najpierw potwierdź adres e-mail konta.' using errcode = 'P0001', hint = 'email_not_confirmed';
  end if;

  if subscribe then
    insert into public.newsletter_subscribers as s (email, status, consent_source, consent_at, confirmed_at)
    values (v_email, 'confirmed', 'konto', now(), now())
    on conflict (email) do update
      set status = 'confirmed',
          consent_source = 'konto',
          consent_at = case when s.status = 'confirmed' then s.consent_at else now() end,
          confirmed_at = case when s.status = 'confirmed' then s.confirmed_at else now() end,
          unsubscribed_at = null,
          bounced_at = null
    returning status into v_status;
  else
    update public.newsletter_subscribers
      set status = 'unsubscribed', unsubscribed_at = now()
      where email = v_email and status <> 'unsubscribed'
      returning status into v_status;
    v_status := coalesce(v_status, (select status from public.newsletter_subscribers where email = v_email));
  end if;
  return v_status;
end;
$$;

revoke all on function public.my_newsletter_status() from public;
revoke all on function public.set_my_newsletter_subscription(boolean) from public;
grant execute on function public.my_newsletter_status() to authenticated;
grant execute on function public.set_my_newsletter_subscription(boolean) to authenticated;
