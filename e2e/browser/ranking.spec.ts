import { expect, test } from './fixtures.ts';
import { appTookOver } from '../support/takeover.ts';

const scoreOf = (text: string) => Number(text.replace(',', '.'));

test('the ranking lists at least 20 tools in the editors’ order with Polish number formatting @content', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  await expect(page.getByRole('heading', { level: 1, name: /Ranking narzędzi AI/ })).toBeVisible();

  const rows = page.getByTestId('ranking-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(20);
  await expect(page.getByTestId('ranking-status')).toHaveText(`Pokazujemy ${count} narzędzi z ${count}.`);

  const positions = await rows.locator('td:first-child').allInnerTexts();
  expect(positions).toEqual(positions.map((_, index) => `${index + 1}.`));
  await expect(rows.first().getByRole('rowheader')).toContainText('Midjourney');

  const scores = await page.getByTestId('ranking-score').allInnerTexts();
  for (const score of scores) expect(score).toMatch(/^\d{1,2},\d$/);
  await expect(rows.first().getByTestId('ranking-price')).toHaveText(/^10\sUSD\/mies\.$/);
});

test('filters and sorting live in the URL and survive reload and back @content', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  const rows = page.getByTestId('ranking-row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();

  await page.getByRole('checkbox', { name: 'Ma darmowy plan' }).check();
  await expect(page).toHaveURL(/[?&]darmowy=tak/);
  await expect(rows.first().getByRole('rowheader')).not.toContainText('Midjourney');
  for (const cell of await rows.locator('td:nth-child(5)').allInnerTexts()) expect(cell).toBe('Tak');
  const free = await rows.count();
  expect(free).toBeLessThan(all);

  await page.getByLabel('Sortuj według').selectOption({ label: 'Oceny (od najwyższej)' });
  await expect(page).toHaveURL(/[?&]sortuj=ocena/);
  await expect(page.getByRole('columnheader', { name: /Ocena/ })).toHaveAttribute('aria-sort', 'descending');
  const scores = (await page.getByTestId('ranking-score').allInnerTexts()).map(scoreOf);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ma darmowy plan' })).toBeChecked();
  await expect(page.getByLabel('Sortuj według')).toHaveValue('ocena');
  await expect(rows).toHaveCount(free);

  await page.goBack();
  await expect(page).not.toHaveURL(/sortuj=/);
  await expect(page.getByLabel('Sortuj według')).toHaveValue('');
  await expect(rows).toHaveCount(free);
});

test('a shared filtered link shows the same view; unknown values are ignored @content', async ({ page }) => {
  await page.goto('/ranking-top-ai?kategoria=wideo&komercyjnie=bez-warunkow');
  await expect(page.getByLabel('Rodzaj')).toHaveValue('wideo');
  await expect(page.getByLabel('Użytek komercyjny')).toHaveValue('bez-warunkow');
  await expect(page.getByTestId('ranking-row').getByRole('rowheader').getByRole('link')).toHaveText([
    'Adobe Firefly',
    'Google Veo',
    'Sora',
    'Runway',
  ]);
  await expect(page.getByTestId('ranking-status')).toHaveText(/^Pokazujemy 4 narzędzia z \d+\.$/);

  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ranking-top-ai' && url.search === '');

  await page.goto('/ranking-top-ai?sortuj=losowo&kategoria=audio');
  await expect(page.getByLabel('Sortuj według')).toHaveValue('');
  await expect(page.getByTestId('ranking-row').first().getByRole('rowheader')).toContainText('Midjourney');
});

test('sorting by name follows the Polish alphabet from the column header @content', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  await page.getByRole('button', { name: /^Narzędzie/ }).click();
  await expect(page).toHaveURL(/[?&]sortuj=nazwa/);
  const names = await page.getByTestId('ranking-row').getByRole('rowheader').getByRole('link').allInnerTexts();
  expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
});

test('comparison articles show their tools in a sortable table @content', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  await page.getByRole('link', { name: 'GPT Image, Midjourney, Ideogram, Flux i Freepik' }).click();
  await expect(page).toHaveURL(/\/ai\/porownanie-gpt-midjourney-ideogram-flux-freepik$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'GPT Image, Midjourney, Ideogram, Flux i Freepik: który generator do czego?',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Tekst na obrazach' })).toBeVisible();

  const names = page.getByTestId('ranking-row').getByRole('rowheader').getByRole('link');
  await expect(names).toHaveText(['Midjourney', 'GPT Image (ChatGPT)', 'Flux', 'Ideogram', 'Freepik AI']);
  await page.getByRole('button', { name: /^Cena od/ }).click();
  await expect(page.getByRole('columnheader', { name: /Cena od/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['Ideogram', 'Midjourney', 'Freepik AI', 'GPT Image (ChatGPT)', 'Flux']);

  await page.goto('/ai/porownanie-dalle-midjourney-firefly-freepik');
  await expect(page.getByRole('heading', { level: 2, name: 'Najpierw ważna zmiana: DALL·E to dziś GPT Image' })).toBeVisible();
  await expect(names).toHaveCount(4);
});

test('the takeover keeps the prerendered tool cards as they are, and renders a tool changed since the build from its new data @content', async ({
  page,
}) => {
  // Each card of the prerendered page is named after what it shows.
  const html = await (await page.request.get('/ranking-top-ai')).text();
  expect(html.match(/<article[^>]+class="tool-card"[^>]*data-block="[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
  // The ranking's data answers with one tool changed since the build.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/ai_tools'),
    async (route) => {
      const response = await route.fetch();
      const tools = (await response.json()) as { slug: string; best_for: string }[];
      const json = tools.map((tool) => (tool.slug === 'midjourney' ? { ...tool, best_for: 'zmienione po zbudowaniu strony' } : tool));
      await route.fulfill({ response, json });
    },
  );
  await page.goto('/ranking-top-ai');
  await appTookOver(page);
  await expect(page.locator('#narzedzie-midjourney .tool-card__best-for')).toHaveText('Najlepsze do: zmienione po zbudowaniu strony');
  // React made every card's and table row's element, but inside them only the changed tool's content: the others
  // are the page's own HTML, unchanged.
  const madeByReact = (selector: string, inner: string) =>
    page.locator(selector).evaluateAll(
      (elements, inner) =>
        elements.map((element) => {
          const reactMade = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
          return {
            name: element.querySelector('h3, a')?.textContent,
            outer: reactMade(element),
            inner: reactMade(element.querySelector(inner)),
          };
        }),
      inner,
    );
  for (const [selector, inner] of [
    ['article.tool-card', 'h3'],
    ['[data-testid="ranking-row"]', 'a'],
  ] as const) {
    const elements = await madeByReact(selector, inner);
    expect(elements.length).toBeGreaterThanOrEqual(20);
    expect(elements.filter((element) => !element.outer)).toEqual([]);
    expect(elements.filter((element) => element.inner).map((element) => element.name)).toEqual(['Midjourney']);
  }
  const cards = await page.locator('article.tool-card').all();
  const unchanged = await page.evaluate((page) => {
    const cards = [...new DOMParser().parseFromString(page, 'text/html').querySelectorAll('article.tool-card')];
    return cards.filter((card) => card.id !== 'narzedzie-midjourney' && document.getElementById(card.id)?.innerHTML === card.innerHTML)
      .length;
  }, html);
  expect(unchanged).toBe(cards.length - 1);
});
