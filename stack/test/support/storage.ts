/**
 * A migration for storage tests: a private bucket of `sizeLimit` bytes taking `mimeTypes`, in which each signed-in
 * user may write, read, replace and delete only under a folder named by their own id.
 */
export function ownFoldersBucketSql(bucket: string, sizeLimit: number, mimeTypes: string[]): string {
  const own = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  return `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('${bucket}', '${bucket}', false, ${sizeLimit}, array[${mimeTypes.map((type) => `'${type}'`).join(', ')}]);
create policy "Users write their own folder" on storage.objects for insert to authenticated with check (${own});
create policy "Users read their own folder" on storage.objects for select to authenticated using (${own});
create policy "Users replace in their own folder" on storage.objects for update to authenticated using (${own});
create policy "Users delete in their own folder" on storage.objects for delete to authenticated using (${own});
`;
}
