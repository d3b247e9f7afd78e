/** Orders of the admin pages list (kept apart from api.ts so URL parsing does not pull in the Supabase client). */
export const postSorts = ['updated', 'title', 'published'] as const;
export type PostSort = (typeof postSorts)[number];
