import { describe, expect, it } from 'vitest';
import { describeAuthError, emailProblem, newPasswordErrors, passwordProblems, retryAfterFrom, secondsWord } from './errors';

describe('describeAuthError', () => {
  it('maps invalid credentials to one message that does not reveal which part was wrong', () => {
    expect(describeAuthError({ code: 'invalid_credentials', status: 400 }).message).toBe('Nieprawidłowy e-mail lub hasło.');
  });

  it('offers to resend the confirmation for an unconfirmed e-mail', () => {
    const problem = describeAuthError({ code: 'email_not_confirmed', status: 400 });
    expect(problem.action).toBe('resend-confirmation');
    expect(problem.message).toMatch(/nie został jeszcze potwierdzony/);
  });

  it('lists what a weak password lacks', () => {
    const problem = describeAuthError({ code: 'weak_password', status: 422, reasons: ['length', 'characters'] });
    expect(problem.details).toEqual(['Hasło jest za krótkie.', 'Hasło musi zawierać litery i cyfry.']);
  });

  it('says when a rate-limited request may be repeated', () => {
    const problem = describeAuthError({
      code: 'over_email_send_rate_limit',
      status: 429,
      message: 'For security purposes, you can only request this after 42 seconds.',
    });
    expect(problem.retryAfterSeconds).toBe(42);
    expect(problem.message).toMatch(/za 42 sekundy\.$/);
  });

  it('treats network failures as retryable', () => {
    const problem = describeAuthError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' });
    expect(problem.action).toBe('retry');
    expect(problem.message).toMatch(/Brak połączenia/);
  });

  it('falls back to a generic Polish message for unknown codes', () => {
    expect(describeAuthError({ code: 'something_new', status: 400 }).message).toBe('Nie udało się. Spróbuj ponownie za chwilę.');
  });
});

describe('helpers', () => {
  it('reads the wait from GoTrue messages', () => {
    expect(retryAfterFrom('you can only request this after 1 second.')).toBe(1);
    expect(retryAfterFrom('Request rate limit reached')).toBeNull();
  });

  it('uses Polish plural forms of seconds', () => {
    expect([1, 2, 5, 12, 22, 25].map(secondsWord)).toEqual(['sekundę', 'sekundy', 'sekund', 'sekund', 'sekundy', 'sekund']);
  });

  it('checks passwords like the server does', () => {
    expect(passwordProblems('krotkie')).toHaveLength(2);
    expect(passwordProblems('dlugiehaslo')).toEqual(['Hasło musi zawierać litery i cyfry.']);
    expect(passwordProblems('żółwik12')).toEqual([]);
  });

  it('checks a new password typed twice: all it lacks in one line, then the repeat', () => {
    expect(newPasswordErrors('krotkie', 'krotkie')).toEqual({
      password: 'Hasło musi mieć co najmniej 8 znaków. Hasło musi zawierać litery i cyfry.',
      repeat: null,
    });
    expect(newPasswordErrors('żółwik12', 'żółwik13')).toEqual({ password: null, repeat: 'Hasła nie są takie same.' });
    expect(newPasswordErrors('żółwik12', 'żółwik12')).toEqual({ password: null, repeat: null });
  });

  it('checks e-mail addresses', () => {
    expect(emailProblem('')).toBe('Podaj adres e-mail.');
    expect(emailProblem('jan@')).toMatch(/nie wygląda/);
    expect(emailProblem(' jan@example.pl ')).toBeNull();
  });
});
