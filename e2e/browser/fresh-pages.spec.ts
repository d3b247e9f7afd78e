import { serviceClient } from '../support/accounts.ts';
import { publishOldPost } from '../support/posts.ts';
import { expect, test } from './fixtures.ts';

// The prerendered pages follow the database while the site runs (web/scripts/pages.ts: the reads each page made are
// replayed and only pages whose answers changed are rendered again). What a crawler or a link preview receives, the
// raw HTML without JavaScript, must show a post published after the build, its edits, and forget it once it is gone.

test.skip(!process.env.E2E_SITE_FOLLOWS_DATA, 'the site under test is not the one the global setup serves with page refresh');

const minute = 60_000;

/** The raw HTML of a path, as a crawler gets it (no JavaScript runs). */
async function rawHtml(baseURL: string, path: string): Promise<string> {
  return (await fetch(`${baseURL}${path}`)).text();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test('a post published after the build gets its own prerendered page, follows its edits and goes when unpublished @content @destructive', async ({
  baseURL,
}) => {
  test.setTimeout(4 * minute);
  const slug = `swiezy-wpis-${Date.now().toString(36)}`;
  const title = `Świeży wpis o generatorach ${slug.slice(-6)}`;
  const postId = await publishOldPost({
    slug,
    title,
    lead: 'Wpis opublikowany po zbudowaniu strony.',
    body_md: '## Pierwsza wersja\n\nTreść pierwszej wersji.',
  });
  try {
    const shellTitle = titleOf(await rawHtml(baseURL!, '/200.html'));
    expect(titleOf(await rawHtml(baseURL!, `/post/${slug}`))).toBe(shellTitle);

    await expect
      .poll(async () => titleOf(await rawHtml(baseURL!, `/post/${slug}`)), { timeout: minute, intervals: [1000] })
      .toContain(title);
    const html = await rawHtml(baseURL!, `/post/${slug}`);
    expect(html).toContain('Pierwsza wersja');
    expect(html).toMatch(new RegExp(`<meta[^>]+property="og:title"[^>]+content="${title}`));
    expect(await rawHtml(baseURL!, '/sitemap.xml')).toContain(`/post/${slug}</loc>`);

    await serviceClient().from('posts').update({ body_md: '## Druga wersja\n\nTreść po poprawkach.' }).eq('id', postId);
    await expect.poll(async () => rawHtml(baseURL!, `/post/${slug}`), { timeout: minute, intervals: [1000] }).toContain('Druga wersja');

    await serviceClient().from('posts').update({ status: 'draft' }).eq('id', postId);
    await expect
      .poll(async () => titleOf(await rawHtml(baseURL!, `/post/${slug}`)), { timeout: minute, intervals: [1000] })
      .toBe(shellTitle);
    expect(await rawHtml(baseURL!, '/sitemap.xml')).not.toContain(`/post/${slug}</loc>`);
  } finally {
    await serviceClient().from('posts').delete().eq('id', postId);
  }
});
