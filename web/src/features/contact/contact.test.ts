import { describe, expect, test } from 'vitest';
import { contactErrorMessage, emptyContact, toContactRow, validateContact } from './contact';

describe('validateContact', () => {
  test('an empty form names every required field', () => {
    expect(Object.keys(validateContact(emptyContact)).sort()).toEqual(['consent', 'email', 'message', 'name', 'topic']);
  });

  test('refuses an address list and accepts a complete message', () => {
    const draft = { name: 'Ala', email: 'a,b@evil.example', topic: 'blad' as const, message: 'Link w stopce nie działa.', consent: true };
    expect(validateContact(draft)).toEqual({ email: 'To nie wygląda na adres e-mail, np. anna@firma.pl.' });
    expect(validateContact({ ...draft, email: ' Ala@Example.com ' })).toEqual({});
    expect(validateContact({ ...draft, message: 'x'.repeat(3001) }).message).toBe('Wiadomość może mieć najwyżej 3000 znaków.');
  });
});

test('the stored row is trimmed, with the address lower-cased', () => {
  expect(
    toContactRow({ name: ' Ala ', email: ' Ala@Example.com ', topic: 'wspolpraca', message: ' Treść wiadomości. ', consent: true }),
  ).toEqual({
    name: 'Ala',
    email: 'ala@example.com',
    topic: 'wspolpraca',
    message: 'Treść wiadomości.',
    consent: true,
  });
});

test('database errors read as Polish sentences', () => {
  expect(contactErrorMessage({ message: 'contact_message_rate_limited', hint: 'Zbyt wiele wiadomości z tego adresu.' })).toMatch(
    /z tego adresu/,
  );
  expect(contactErrorMessage({ message: 'contact_message_rate_limited', hint: 'Zbyt wiele wiadomości w ostatniej godzinie.' })).toMatch(
    /za godzinę/,
  );
  expect(contactErrorMessage({ code: '23514' })).toMatch(/Niektóre pola/);
  expect(contactErrorMessage({ message: 'Failed to fetch' })).toMatch(/połączenie/);
});
