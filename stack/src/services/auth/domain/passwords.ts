import { bcryptHash, bcryptVerify } from '../infra/bcrypt.ts';
import type { AuthConfig } from '../../../config.ts';
import { errors } from '../errors.ts';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The character sets the CLI hands GoTrue for each `password_requirements` value. */
const REQUIRED_CHARACTERS: Record<AuthConfig['password_requirements'], string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

const MAX_PASSWORD_BYTES = 72;

/** GoTrue's checkPasswordStrength: 400 over 72 characters, else 422 weak_password listing every failed rule. */
export function assertStrongPassword(config: AuthConfig, password: string): void {
  if (password.length > MAX_PASSWORD_BYTES) throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < config.minimum_password_length) {
    reasons.push('length');
    messages.push(`Password should be at least ${config.minimum_password_length} characters.`);
  }
  const sets = REQUIRED_CHARACTERS[config.password_requirements];
  if (sets.some((set) => ![...password].some((char) => set.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length) throw errors.weakPassword(messages.join(' '), reasons);
}

export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password);
}

// A hash to compare against when the user does not exist, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(password: string, passwordHash: string | null | undefined): Promise<boolean> {
  if (!passwordHash) {
    await bcryptVerify(password, await (dummyHash ??= hashPassword('not a password'))).catch(() => false);
    return false;
  }
  return bcryptVerify(password, passwordHash).catch(() => false);
}
