import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthConfig } from '../../../config.ts';
import type { RequestOrigin } from './origin.ts';
import { errors } from '../errors.ts';

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

export type LimitedFamily = 'signup' | 'mail' | 'token' | 'verify' | 'mfa' | 'oauth_register' | 'passkey' | 'anonymous';

/**
 * `[auth.rate_limit]` per client, always: by the header GOTRUE_RATE_LIMIT_HEADER names when it is set (as hosted
 * Supabase sets it), else by the client address the gateway set (X-Forwarded-For from the socket; a client cannot
 * choose it). `supabase start` leaves GoTrue without that header and so without these limits; we keep them on, so an
 * e-mailed or SMS code cannot be guessed at hundreds of tries a second. The hourly e-mail budget (`email_sent`)
 * applies in the mailer, and only with `[auth.email.smtp]` configured, as in the CLI.
 */
/**
 * A client's share of the hourly e-mail budget (`email_sent` with a real SMTP relay): a third, at least 2, so one
 * address cannot spend it all and stop the mail of everybody else. GoTrue has only the global budget.
 */
export const mailShare = (emailSent: number): number => Math.max(2, Math.ceil(emailSent / 3));

/** Who a request comes from, for per-client limits: the configured header (hosted Supabase), else the address. */
export function clientKey(request: RequestOrigin, header = process.env.GOTRUE_RATE_LIMIT_HEADER): string | undefined {
  return header ? request.headers[header.toLowerCase()]?.split(',')[0]?.trim() : request.ip;
}

/** The client of the request being handled, for the mailer's per-client budget (set around each handler). */
export const currentClient = new AsyncLocalStorage<string | undefined>();

export function requestLimiter(config: AuthConfig, header = process.env.GOTRUE_RATE_LIMIT_HEADER) {
  const limits = config.rate_limit;
  const per5m = (count: number) => count / 300;
  // GoTrue's burst is 30; a project that raises a limit far above the defaults (a test suite playing many users from
  // one address) gets a tenth of its 5-minute count as burst.
  const burst = (count: number) => Math.max(30, Math.ceil(count / 10));
  const buckets: Record<LimitedFamily, Bucket> = {
    signup: new Bucket(per5m(limits.sign_in_sign_ups), limits.sign_in_sign_ups),
    mail: new Bucket(per5m(limits.sign_in_sign_ups), limits.sign_in_sign_ups),
    token: new Bucket(per5m(limits.token_refresh), burst(limits.token_refresh)),
    verify: new Bucket(per5m(limits.token_verifications), burst(limits.token_verifications)),
    mfa: new Bucket(per5m(limits.token_verifications), burst(limits.token_verifications)),
    // GoTrue's RATE_LIMIT_OAUTH_DYNAMIC_CLIENT_REGISTER: 10 per 5 minutes, burst 30 (the CLI's config has no key for it).
    oauth_register: new Bucket(per5m(10), 30),
    // GOTRUE_RATE_LIMIT_PASSKEY keeps its default (30 per 5 minutes): the CLI has no setting for it.
    passkey: new Bucket(per5m(30), 30),
    // `[auth.rate_limit] anonymous_users`: anonymous sign-ins per hour, burst the whole count (GoTrue's AnonymousSignIns).
    anonymous: new Bucket(limits.anonymous_users / 3600, limits.anonymous_users),
  };
  return (family: LimitedFamily, request: RequestOrigin): void => {
    const key = clientKey(request, header);
    if (key && !buckets[family].take(key)) throw errors.requestRateLimit();
  };
}
export type RequestLimiter = ReturnType<typeof requestLimiter>;
