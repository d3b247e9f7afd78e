-- A refused creature no longer leaves its picture behind.
--
-- The editor uploads the picture before it inserts the creature; when the insert was refused (the per-author
-- limits of creatures_limit_submissions) the file stayed in the bucket with nothing pointing at it. Now the editor
-- asks first (creature_submission_problem) and only then uploads, and when the insert still fails (a race, a lost
-- session) it deletes its own upload, which authors may do for their files that no creature uses.

-- The limits in one place, for the trigger and for the question before uploading.
create or replace function public.creature_limit_problem(author uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select count(*) from public.creatures where author_id = author and status = 'pending') >= 5
      then 'Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.'
    when (select count(*) from public.creatures where author_id = author and created_at > now() - interval '1 day') >= 20
      then 'Wysłano już 20 stworów w ciągu doby. Spróbuj ponownie jutro.'
  end;
$$;

revoke all on function public.creature_limit_problem(uuid) from public, anon, authenticated, service_role;

create or replace function public.creatures_limit_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text;
begin
  if new.author_id is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('creatures:' || new.author_id::text));
  problem := public.creature_limit_problem(new.author_id);
  if problem is not null then
    raise exception using message = problem, errcode = 'P0001', hint = 'creatures_limit';
  end if;
  return new;
end;
$$;

revoke all on function public.creatures_limit_submissions() from public, anon, authenticated, service_role;

-- Asked by the editor before it uploads anything: null when the signed-in author may send a creature now.
create or replace function public.creature_submission_problem()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then 'Zaloguj się, aby wysłać stwora.'
    else public.creature_limit_problem(auth.uid())
  end;
$$;

revoke all on function public.creature_submission_problem() from public, anon, service_role;
grant execute on function public.creature_submission_problem() to authenticated;

create policy "Authors delete their own creature images that no creature uses"
  on storage.objects
  for delete
  to authenticated
  using (
    bucket_id = 'stwory'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.creatures c where c.image_path = storage.objects.name)
  );
