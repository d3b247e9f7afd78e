/**
 * Wrong guesses of a code, per subject (a user, a factor), within a window. Kept in the auth service's process,
 * which is the only one serving the stack's auth.
 */
export class WrongGuesses {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Records one wrong guess; true when that used up the allowance. */
  fail(key: string, now = Date.now()): boolean {
    const kept = this.recent(key, now);
    kept.push(now);
    this.failures.set(key, kept);
    // Bounded memory: the oldest subjects go first (a Map keeps insertion order).
    if (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value!);
    return kept.length >= this.max;
  }

  /** Whether the allowance is used up now. */
  exhausted(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/** Codes typed from an e-mail or SMS: 5 wrong tries void every pending code of the user. */
export const otpGuesses = new WrongGuesses(5, 60 * 60 * 1000);
/** TOTP codes: 5 wrong codes lock the factor's verification for 5 minutes. */
export const totpGuesses = new WrongGuesses(5, 5 * 60 * 1000);
