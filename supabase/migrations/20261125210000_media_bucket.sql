-- Pictures of the site itself (the Midjourney parameter examples, the /gratisy previews): a public bucket, written
-- only with the service role (seeded from supabase/seed-files/media through [storage.buckets.media] objects_path).
-- Created here as well, so `supabase db push` gives a hosted project the bucket before `supabase seed buckets`.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
on conflict (id) do nothing;
