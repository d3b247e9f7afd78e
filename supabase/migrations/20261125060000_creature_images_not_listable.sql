-- Listing the public stwory bucket showed every uploader's folder, named by their user id. The images stay public
-- by URL (a public bucket needs no select policy to serve them); listing is for each author's own files and for
-- admins with MFA.

drop policy if exists "Anyone reads creature images" on storage.objects;
create policy "Authors and admins with MFA list creature images"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'stwory' and (owner_id = (select auth.uid())::text or (select public.is_admin_aal2())));
