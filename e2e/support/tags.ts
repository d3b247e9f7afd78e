/**
 * The tags e2e test titles carry (issue #30), so QA runs a part of the suite: `npm run test:e2e -- --grep @smoke`.
 * Both layers match `--grep` against the full title (describe blocks + test), so a tag in a title or a describe title
 * selects the test in vitest and Playwright alike. Every test names at least one area.
 */
export const AREA_TAGS = {
  '@auth': 'sign-up, sign-in, sessions, password recovery, e-mail change',
  '@mfa': 'TOTP enrolment and the aal2 rules that depend on it',
  '@storage': 'buckets, uploads, signed URLs, images served from storage',
  '@realtime': 'broadcast, presence and postgres_changes, live pages',
  '@newsletter': 'subscription, confirmation, issues, sending',
  '@admin': 'the admin area and what only admins may read or change',
  '@content': 'visitor pages: articles, glossary, ranking, tools, SEO, consent',
  '@selfhost': 'the one-shot jobs of docker-compose.yml (migrations, buckets)',
  '@studio': "the local stack's dashboard on [studio] port (tables, SQL, users, storage, logs)",
} as const;

/** A few tests per area, fast ones: the run before a full run. */
export const SMOKE_TAG = '@smoke';

/**
 * Changes or leaves behind data the test did not create and delete itself (seeded content, other users' entries,
 * admin accounts, mail to every admin). Refused against a target not marked as a test environment (env.ts).
 */
export const DESTRUCTIVE_TAG = '@destructive';

export const ALL_TAGS: readonly string[] = [...Object.keys(AREA_TAGS), SMOKE_TAG, DESTRUCTIVE_TAG];

/** The `@tags` in a title, in order. */
export function tagsOf(title: string): string[] {
  return [...title.matchAll(/(?:^|\s)(@[\w-]+)/g)].map((match) => match[1]!);
}
