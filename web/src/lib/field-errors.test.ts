import { expect, test } from 'vitest';
import { followErrors } from './field-errors';

test('a fixed field loses its error, a still-wrong one gets the new message, untouched fields stay quiet', () => {
  const shown = { email: 'Podaj adres e-mail.', password: 'Za krótkie.', repeat: null };
  const fresh = { email: null, password: 'Dodaj cyfrę.', repeat: 'Hasła nie są takie same.' };
  expect(followErrors(shown, fresh)).toEqual({ password: 'Dodaj cyfrę.' });
});

test('nothing changes when the shown errors are still the same', () => {
  const shown = { email: 'Podaj adres e-mail.' };
  expect(followErrors(shown, { email: 'Podaj adres e-mail.', password: 'Za krótkie.' })).toBe(shown);
});
