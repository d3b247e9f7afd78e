/**
 * Auth errors as a person reads them: every error code supabase-js can surface mapped to Polish, plus what the
 * form can offer next (send the confirmation again, retry after a wait, retry after a network failure).
 */

export type AuthProblem = {
  message: string;
  /** Extra lines, e.g. what a weak password lacks. */
  details: string[];
  action: 'resend-confirmation' | 'retry' | null;
  /** Seconds until a rate-limited request may be repeated, when the server said. */
  retryAfterSeconds: number | null;
};

type ErrorLike = { name?: string; code?: string; status?: number; message?: string; reasons?: string[] };

const messages: Record<string, string> = {
  invalid_credentials: 'Nieprawidłowy e-mail lub hasło.',
  email_not_confirmed: 'Ten adres e-mail nie został jeszcze potwierdzony. Kliknij link z wiadomości, którą wysłaliśmy.',
  user_banned: 'To konto jest zablokowane. Skontaktuj się z nami, jeśli to pomyłka.',
  weak_password: 'Hasło jest za słabe.',
  same_password: 'Nowe hasło musi się różnić od obecnego.',
  email_exists: 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo odzyskaj hasło.',
  user_already_exists: 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo odzyskaj hasło.',
  email_address_invalid: 'Ten adres e-mail jest nieprawidłowy.',
  email_address_not_authorized: 'Na ten adres nie możemy wysyłać wiadomości.',
  signup_disabled: 'Rejestracja jest obecnie wyłączona.',
  email_provider_disabled: 'Logowanie e-mailem jest obecnie wyłączone.',
  over_request_rate_limit: 'Zbyt wiele prób w krótkim czasie.',
  over_email_send_rate_limit: 'Wysłaliśmy już wiadomość na ten adres.',
  otp_expired: 'Link lub kod wygasł albo został już użyty. Poproś o nowy.',
  flow_state_not_found: 'Link wygasł albo został otwarty w innej przeglądarce. Poproś o nowy.',
  flow_state_expired: 'Link wygasł. Poproś o nowy.',
  bad_code_verifier: 'Link trzeba otworzyć w tej samej przeglądarce, w której o niego poproszono.',
  session_not_found: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  session_expired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  refresh_token_not_found: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  refresh_token_already_used: 'Twoja sesja wygasła. Zaloguj się ponownie.',
  reauthentication_needed: 'Aby zmienić hasło, potwierdź swoją tożsamość kodem z e-maila.',
  reauthentication_not_valid: 'Kod potwierdzający jest nieprawidłowy lub wygasł.',
  reauth_nonce_missing: 'Podaj kod potwierdzający z e-maila.',
  mfa_verification_failed: 'Nieprawidłowy kod z aplikacji uwierzytelniającej. Sprawdź godzinę w telefonie i wpisz nowy kod.',
  mfa_verification_rejected: 'Weryfikacja została odrzucona.',
  mfa_challenge_expired: 'Czas na wpisanie kodu minął. Spróbuj jeszcze raz.',
  mfa_factor_not_found: 'Nie znaleziono tej metody weryfikacji. Odśwież stronę.',
  mfa_factor_name_conflict: 'Masz już metodę weryfikacji o tej nazwie.',
  too_many_enrolled_mfa_factors: 'Osiągnięto limit metod weryfikacji dla konta.',
  mfa_totp_enroll_not_enabled: 'Dodawanie aplikacji uwierzytelniającej jest wyłączone.',
  insufficient_aal: 'Ta operacja wymaga potwierdzenia kodem z aplikacji uwierzytelniającej.',
  captcha_failed: 'Weryfikacja CAPTCHA nie powiodła się. Spróbuj ponownie.',
  validation_failed: 'Sprawdź poprawność wypełnionych pól.',
  conflict: 'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i spróbuj ponownie.',
  request_timeout: 'Serwer odpowiadał zbyt długo. Spróbuj ponownie.',
  unexpected_failure: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
};

const weakPasswordReasons: Record<string, string> = {
  length: 'jest za krótkie',
  characters: 'musi zawierać litery i cyfry',
  pwned: 'pojawiło się w wyciekach haseł — wybierz inne',
};

/** "… only request this after 42 seconds." → 42 */
export function retryAfterFrom(message: string | undefined): number | null {
  const match = /after (\d+) seconds?/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

export function describeAuthError(error: unknown): AuthProblem {
  const e = (error ?? {}) as ErrorLike;
  const problem: AuthProblem = { message: '', details: [], action: null, retryAfterSeconds: null };
  // supabase-js reports network failures (no response, or a 5xx gateway error) as retryable.
  if (e.name === 'AuthRetryableFetchError' || e.status === 0) {
    return {
      ...problem,
      message: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
      action: 'retry',
    };
  }
  const code = e.code ?? '';
  problem.message = messages[code] ?? (e.status === 429 ? messages.over_request_rate_limit! : 'Nie udało się. Spróbuj ponownie za chwilę.');
  if (code === 'email_not_confirmed') problem.action = 'resend-confirmation';
  if (code === 'weak_password') {
    problem.details = (e.reasons ?? []).map((reason) => `Hasło ${weakPasswordReasons[reason] ?? 'nie spełnia wymagań'}.`);
  }
  if (e.status === 429) {
    problem.retryAfterSeconds = retryAfterFrom(e.message);
    problem.message += problem.retryAfterSeconds
      ? ` Spróbuj ponownie za ${problem.retryAfterSeconds} ${secondsWord(problem.retryAfterSeconds)}.`
      : ' Spróbuj ponownie za chwilę.';
  }
  return problem;
}

/** Polish plural of "sekunda": 1 sekundę, 2–4 sekundy, 5+ sekund (12–14 → sekund). */
export function secondsWord(n: number): string {
  if (n === 1) return 'sekundę';
  const lastTwo = n % 100;
  const last = n % 10;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'sekundy';
  return 'sekund';
}

export type PasswordPolicy = { minLength: number; lettersAndDigits: boolean };

/** The project's policy (config.toml [auth]: minimum_password_length = 8, password_requirements = letters_digits). */
export const passwordPolicy: PasswordPolicy = { minLength: 8, lettersAndDigits: true };

/** Client-side checks mirroring the server's, so most mistakes are caught before a request. */
export function passwordProblems(password: string, policy: PasswordPolicy = passwordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Hasło musi mieć co najmniej ${policy.minLength} znaków.`);
  if (policy.lettersAndDigits && !(/\p{L}/u.test(password) && /\p{N}/u.test(password)))
    problems.push('Hasło musi zawierać litery i cyfry.');
  return problems;
}

/** The errors of a new password typed twice: what it lacks (one line) and whether the repeat is the same. */
export function newPasswordErrors(password: string, repeat: string): { password: string | null; repeat: string | null } {
  const problems = passwordProblems(password);
  return { password: problems.length ? problems.join(' ') : null, repeat: repeat === password ? null : 'Hasła nie są takie same.' };
}

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Podaj adres e-mail.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'To nie wygląda na adres e-mail (np. jan@example.pl).';
  return null;
}
