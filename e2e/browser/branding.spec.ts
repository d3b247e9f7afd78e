import { expect, test } from './fixtures.ts';

test('the archetypes page presents all 12 archetypes @content', async ({ page }) => {
  await page.goto('/branding/archetypy');
  await expect(page.getByRole('heading', { level: 1, name: '12 archetypów marki' })).toBeVisible();
  await expect(page.getByTestId('archetype')).toHaveCount(12);
  const names = await page.getByTestId('archetype').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names[0]).toBe('Niewinny');
  expect(names.at(-1)).toBe('Twórca');
  await page.getByRole('navigation', { name: 'Spis archetypów' }).getByRole('link', { name: 'Opiekun' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Opiekun' })).toBeInViewport();
});

test('the quiz scores the answers into an archetype and the result can be shared by URL @content', async ({ page }) => {
  await page.goto('/quiz/identyfikacja-brandu');
  const question = page.getByTestId('quiz-question');
  await expect(question).toContainText('Pytanie 1 z 8');

  // Every answer that speaks of care and safety: the Caregiver (Opiekun).
  const caring = [
    'Poczucie bezpieczeństwa i troski',
    'Ciepło i prosto, jak dobry sąsiad',
    'Obojętności i chłodu',
    'Słoneczna kuchnia i rodzinne śniadanie',
    'Zaopiekowani i spokojni',
    'Jestem ekspertem, do którego wszyscy wracają',
    'Biel, błękit i pastele',
  ];
  for (const [index, answer] of caring.entries()) {
    await expect(question).toContainText(`Pytanie ${index + 1} z 8`);
    await question.getByRole('button', { name: answer }).click();
  }
  await expect(question).toContainText('Pytanie 8 z 8');
  await expect(page.getByRole('heading', { level: 2, name: 'Co powie o tobie zadowolony klient?' })).toBeFocused();

  // Going back keeps earlier answers.
  await question.getByRole('button', { name: '← Poprzednie pytanie' }).click();
  await expect(question).toContainText('Pytanie 7 z 8');
  await question.getByRole('button', { name: 'Biel, błękit i pastele' }).click();
  await question.getByRole('button', { name: '„Z nimi zawsze jest wesoło”' }).click();

  const result = page.getByTestId('quiz-result');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Twoja marka to: Opiekun');
  await expect(result).toContainText('Kochaj bliźniego swego.');
  await expect(page).toHaveURL(/[?&]odpowiedzi=aadabcab$/);
  const shared = page.url();

  // The shared link shows the same result to someone else.
  await page.goto('/');
  await page.goto(shared);
  await expect(page.getByTestId('quiz-result').getByRole('heading', { level: 2 })).toHaveText('Twoja marka to: Opiekun');

  await page.getByRole('button', { name: 'Rozwiąż quiz jeszcze raz' }).click();
  await expect(page.getByTestId('quiz-question')).toContainText('Pytanie 1 z 8');

  // A tampered link starts the quiz from the beginning instead of failing.
  await page.goto('/quiz/identyfikacja-brandu?odpowiedzi=zzz');
  await expect(page.getByTestId('quiz-question')).toContainText('Pytanie 1 z 8');
});

test('the laws of UX can be filtered by category in the URL @content', async ({ page }) => {
  await page.goto('/ux/prawa-ux');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prawa UX');
  const laws = page.getByTestId('ux-law');
  expect(await laws.count()).toBeGreaterThanOrEqual(15);
  await expect(laws.first().getByRole('heading', { level: 2 })).toHaveText('Prawo Fittsa');

  await page.getByRole('navigation', { name: 'Kategorie praw UX' }).getByRole('link', { name: 'Pamięć' }).click();
  await expect(page).toHaveURL(/[?&]kategoria=pamiec$/);
  await expect(page.getByTestId('ux-laws-status')).toHaveText('Pamięć: 4 prawa.');
  for (const law of await laws.all()) await expect(law).toContainText('Pamięć');
  await expect(page.getByRole('link', { name: 'Pamięć' })).toHaveAttribute('aria-current', 'page');
});

test('the design tips series leads from the list through every tip with a checklist @content', async ({ page }) => {
  await page.goto('/jak-poprawic-design-strony');
  await expect(page.getByRole('heading', { level: 1, name: 'Jak poprawić design strony' })).toBeVisible();
  const tips = page.getByTestId('design-tips').getByRole('listitem');
  expect(await tips.count()).toBeGreaterThanOrEqual(6);
  await page.getByRole('link', { name: 'Kontrast i czytelność tekstu' }).click();

  await expect(page).toHaveURL(/\/jak-poprawic-design-strony\/kontrast-i-czytelnosc$/);
  await expect(page.getByTestId('tip-title')).toHaveText('Kontrast i czytelność tekstu');
  await expect(page.getByText('Porada 1 z 6')).toBeVisible();
  await expect(page.getByTestId('checklist-status')).toHaveText('Sprawdzono 0 z 4.');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expect(page.getByTestId('checklist-status')).toHaveText('Wszystko sprawdzone — świetnie!');

  await page.getByRole('link', { name: /Następna porada/ }).click();
  await expect(page.getByTestId('tip-title')).toHaveText('Hierarchia wizualna: co ma być widoczne najpierw');

  await page.goto('/jak-poprawic-design-strony/nie-ma-takiej-porady');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
