import { expect, test } from 'vitest';
import { describeGlossaryError, networkProblem, permissionProblem } from './problems';

test('denials, network failures and duplicate slugs', () => {
  expect(describeGlossaryError({ code: '42501', message: 'new row violates row-level security policy for table "glossary_terms"' })).toBe(
    permissionProblem,
  );
  expect(describeGlossaryError({ code: '', message: 'TypeError: Failed to fetch' })).toBe(networkProblem);
  expect(
    describeGlossaryError({ code: '23505', message: 'duplicate key value violates unique constraint "glossary_terms_slug_key"' }),
  ).toBe('Pojęcie o takim adresie (slug) już istnieje. Wybierz inny adres.');
});

test('related-term problems name the terms', () => {
  expect(describeGlossaryError({ code: '23503', message: 'Related terms of "bokeh" do not exist: nie-ma, tez-nie' })).toBe(
    'Powiązane pojęcia nie istnieją (mogły zostać właśnie usunięte): „nie-ma”, „tez-nie”. Usuń je z listy i zapisz ponownie.',
  );
  expect(describeGlossaryError({ code: '23514', message: 'Related terms of "bokeh" repeat: clip' })).toBe(
    'Powiązane pojęcia powtarzają się: „clip”.',
  );
  expect(
    describeGlossaryError({
      code: '23514',
      message: 'new row for relation "glossary_terms" violates check constraint "glossary_terms_not_related_to_itself"',
    }),
  ).toBe('Pojęcie nie może być powiązane samo ze sobą.');
});

test('anything else keeps the server message and code', () => {
  expect(describeGlossaryError({ code: 'XX000', message: 'boom' })).toMatch(/Serwer odrzucił zapis: boom \(kod XX000\)/);
});
