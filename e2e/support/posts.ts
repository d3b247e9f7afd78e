import { serviceClient } from './accounts.ts';

/**
 * Publishes a post for a test (service role) and returns its id. Dated 2001, so the home page's newest articles stay
 * the seeded ones for tests running beside it.
 */
export async function publishOldPost(fields: { slug: string; title: string; lead: string; body_md: string }): Promise<string> {
  const { data, error } = await serviceClient()
    .from('posts')
    .insert({ ...fields, status: 'published', published_at: '2001-01-01T10:00:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}
