import { notFound } from '@tanstack/react-router';

/**
 * The row a page's loader fetched, or the route's 404 when there is none (or nothing was to be fetched: `null`):
 * `loader: ({ params }) => found(fetchDesignTip(params.slug))`.
 */
export async function found<T>(row: Promise<T | null | undefined> | null): Promise<T> {
  const value = await row;
  if (value === null || value === undefined) throw notFound();
  return value;
}
