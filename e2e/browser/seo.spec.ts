import { expect, test } from './fixtures.ts';

// The prerendered site (web/scripts/prerender.ts): pages readable without JavaScript with their own metadata, an app
// that takes over without moving anything, and sitemap.xml/robots.txt generated from the published content.

type PublishedArticle = { section: string; slug: string; title: string; lead: string; body_md: string };

async function api<T>(query: string): Promise<T> {
  const apiUrl = process.env.E2E_API_URL;
  const anonKey = process.env.E2E_ANON_KEY;
  if (!apiUrl || !anonKey) throw new Error('E2E_API_URL and E2E_ANON_KEY are set by the global setup');
  const response = await fetch(`${apiUrl}/rest/v1/${query}`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A seeded article (supabase/seed.sql): present at build time, so it was prerendered. Named by slug, because tests
 * running in parallel publish articles of their own, newer and older, after the build.
 */
const seededSlug = 'ai-w-projektowaniu-identyfikacji-marki';

async function seededArticle(): Promise<PublishedArticle> {
  const [article] = await api<PublishedArticle[]>(`posts?select=section,slug,title,lead,body_md&status=eq.published&slug=eq.${seededSlug}`);
  if (!article) throw new Error('the seed has no published article');
  return article;
}

/** The text of the article's first "## " heading, as the page shows it. */
function firstSubheading(markdown: string): string {
  const line = markdown.split('\n').find((text) => text.startsWith('## '));
  if (!line) throw new Error('the seeded article has no ## heading');
  return line.slice(3).replace(/[*_`]/g, '').trim();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered article shows its title, lead and body, with its own metadata @content', async ({ page }) => {
    const article = await seededArticle();
    const path = `/${article.section}/${article.slug}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveTitle(`${article.title} — Obrazy AI`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(article.lead, { exact: true })).toBeVisible();
    await expect(page.getByTestId('post-body').getByRole('heading', { level: 2 }).first()).toHaveText(firstSubheading(article.body_md));

    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', article.lead);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    // Structured data for search engines: the article, signed by its author (every seeded one has a byline),
    // published by the site.
    const structured = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(structured).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.lead,
      inLanguage: 'pl-PL',
      author: { '@type': 'Person', name: expect.stringMatching(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u) },
      publisher: { '@type': 'Organization', name: 'Obrazy AI' },
    });
    expect(structured.mainEntityOfPage).toMatch(new RegExp(`${path}$`));
    // The cookie notice is the app's: not baked into the page, and no "enable JavaScript" notice over readable content.
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(page.locator('noscript')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Słownik AI' })).toBeVisible();
  });

  test('a glossary term page is prerendered from the database too @content', async ({ page }) => {
    const [term] = await api<{ slug: string; term: string }[]>('glossary_terms?select=slug,term&order=slug.asc&limit=1');
    await page.goto(`/slownik-ai/${term!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(term!.term);
    await expect(page).toHaveTitle(`${term!.term} — Słownik AI — Obrazy AI`);
  });
});

test('the app takes over a prerendered article without a layout shift @content', async ({ page }) => {
  const article = await seededArticle();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const titleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/posts')) titleRequests.push(request.url());
  });
  await page.goto(`/${article.section}/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  // Taken over: the app loaded the article itself and its controls are live (the prerendered ones are disabled).
  await expect.poll(() => titleRequests.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-takeover');
  await expect(page.getByRole('contentinfo').getByRole('button').first()).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  const cumulative = shifts.reduce((sum, value) => sum + value, 0);
  expect(cumulative, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.01);
});

test('sitemap.xml lists the published content and the static pages @content', async ({ request, baseURL }) => {
  const article = await seededArticle();
  const [term] = await api<{ slug: string }[]>('glossary_terms?select=slug&order=slug.asc&limit=1');
  const [tip] = await api<{ slug: string }[]>('design_tips?select=slug&status=eq.published&order=position.asc&limit=1');
  const response = await request.get(`${baseURL}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of [
    '/',
    '/slownik-ai',
    '/ranking-top-ai',
    '/polityka-prywatnosci',
    `/${article.section}/${article.slug}`,
    `/slownik-ai/${term!.slug}`,
    `/jak-poprawic-design-strony/${tip!.slug}`,
  ])
    expect(locations, path).toContain(path);
  for (const path of ['/404', '/newsletter/verify', '/newsletter/unsubscribe']) expect(locations, path).not.toContain(path);
  expect(locations.some((path) => path.startsWith('/admin'))).toBe(false);
  expect(new Set(locations).size).toBe(locations.length);
  // Articles carry the date of their last change.
  expect(xml).toMatch(new RegExp(`${article.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
});

test('robots.txt allows the site, keeps crawlers out of private pages and names the sitemap @content', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/robots.txt`);
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/newsletter\/verify$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
