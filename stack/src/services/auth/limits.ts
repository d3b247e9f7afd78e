import type { AuthConfig } from '../../config.ts';
import type { AuthRequest } from './request.ts';
import { errors } from './errors.ts';

/** A token bucket per client, like the tollbooth limiters GoTrue puts in front of its endpoints. */
class Bucket {
  private readonly clients = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  take(key: string): boolean {
    const now = Date.now();
    const state = this.clients.get(key) ?? { tokens: this.burst, at: now };
    state.tokens = Math.min(this.burst, state.tokens + ((now - state.at) / 1000) * this.perSecond);
    state.at = now;
    this.clients.set(key, state);
    if (this.clients.size > 10_000) this.clients.clear();
    if (state.tokens < 1) return false;
    state.tokens -= 1;
    return true;
  }
}

export type LimitedFamily = 'signup' | 'mail' | 'token' | 'verify' | 'mfa';

/**
 * GoTrue limits requests per client only when it is told which header names the client (GOTRUE_RATE_LIMIT_HEADER;
 * hosted Supabase sets it, `supabase start` does not). The same variable switches this on here; the gateway sends
 * X-Forwarded-For. The hourly e-mail budget (`email_sent`) always applies, in the mailer.
 */
export function requestLimiter(config: AuthConfig, header = process.env.GOTRUE_RATE_LIMIT_HEADER) {
  const limits = config.rate_limit;
  const per5m = (count: number) => count / 300;
  const buckets: Record<LimitedFamily, Bucket> = {
    signup: new Bucket(per5m(limits.sign_in_sign_ups), limits.sign_in_sign_ups),
    mail: new Bucket(per5m(limits.sign_in_sign_ups), limits.sign_in_sign_ups),
    token: new Bucket(per5m(limits.token_refresh), 30),
    verify: new Bucket(per5m(limits.token_verifications), 30),
    mfa: new Bucket(per5m(limits.token_verifications), 30),
  };
  return (family: LimitedFamily, request: AuthRequest): void => {
    if (!header) return;
    const key = request.headers[header.toLowerCase()]?.split(',')[0]?.trim();
    if (key && !buckets[family].take(key)) throw errors.requestRateLimit();
  };
}
export type RequestLimiter = ReturnType<typeof requestLimiter>;
