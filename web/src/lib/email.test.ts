import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as functions from '../../../supabase/functions/_shared/email.ts';
import { MAILBOX_PATTERN, isValidEmail } from './email';

describe('the site’s e-mail rule', () => {
  test('is the edge functions’ rule, character for character', () => {
    expect(MAILBOX_PATTERN.source).toBe(functions.MAILBOX_PATTERN.source);
    expect(MAILBOX_PATTERN.flags).toBe(functions.MAILBOX_PATTERN.flags);
  });

  test('agrees with the functions on any text, also text shaped like an address', () => {
    // eslint-disable-next-line no-control-regex -- a NUL among the generated characters, on purpose
    const local = fc.stringMatching(/^[a-zA-Z0-9.,"<>()\s\u0000ąę+_-]{0,70}$/);
    const host = fc.stringMatching(/^[a-zA-Z0-9.-]{0,70}$/);
    const addressLike = fc.tuple(local, fc.constantFrom('@', '@@', ''), host).map(([a, at, b]) => `${a}${at}${b}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), addressLike), (text) => {
        expect(isValidEmail(text)).toBe(functions.isValidEmail(text));
      }),
      { numRuns: 2000 },
    );
  });

  test('refuses lists, display names and controls, accepts plain and Polish local parts', () => {
    for (const bad of [
      'a,b@evil.example',
      'Ala <ala@example.com>',
      'ala@example',
      'a\u0000@example.com',
      '"a"@example.com',
      'a..b@example.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    for (const good of ['ala@example.com', ' Ala.Kowalska+kurs@Firma.PL ', 'żaneta@xn--wiat-6ta.pl'])
      expect(isValidEmail(good), good).toBe(true);
  });
});
