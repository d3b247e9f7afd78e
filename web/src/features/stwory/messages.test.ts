import { describe, expect, test } from 'vitest';
import { moderationErrorMessage, submitErrorMessage, uploadErrorMessage } from './messages';

describe('messages', () => {
  test('submission limits pass their own Polish message through', () => {
    const message = 'Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.';
    expect(submitErrorMessage({ code: 'P0001', message })).toBe(message);
    expect(submitErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toMatch(/Zaloguj się ponownie/);
    expect(submitErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/Brak połączenia/);
  });

  test('uploads are explained by the storage status code', () => {
    expect(uploadErrorMessage('413')).toMatch(/za duży/);
    expect(uploadErrorMessage('415')).toMatch(/PNG, JPG i WebP/);
    expect(uploadErrorMessage('403')).toMatch(/sesja wygasła/);
    expect(uploadErrorMessage('500')).toMatch(/Spróbuj ponownie/);
  });

  test('moderation shows the RPC’s reason, or the missing MFA', () => {
    expect(moderationErrorMessage({ code: '22023', message: 'Podaj powód odrzucenia (co najmniej 3 znaki).' })).toBe(
      'Podaj powód odrzucenia (co najmniej 3 znaki).',
    );
    expect(moderationErrorMessage({ code: '42501', message: 'x' })).toMatch(/weryfikacją dwuetapową/);
  });
});
