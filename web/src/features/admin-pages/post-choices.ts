// The statuses and sections a post may have. A leaf module: /admin/pages' validateSearch stays in the initial bundle,
// so this file imports nothing.

/**
 * What the editor offers. The database stores draft or published; a scheduled post is a published one whose
 * published_at (= scheduled_for) is still in the future, so visitors see it exactly when its time comes.
 */
export const postStatuses = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postSections = ['post', 'midjourney'] as const;
export type PostSection = (typeof postSections)[number];

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (postStatuses as readonly string[]).includes(value);
}

export function isPostSection(value: unknown): value is PostSection {
  return typeof value === 'string' && (postSections as readonly string[]).includes(value);
}
