/**
 * Where a request comes from, as far as the domain needs it: the client address (audit rows, sessions, per-client
 * limits) and the headers it may read (user agent, the rate-limit header). The http layer's request satisfies it.
 */
export interface RequestOrigin {
  ip: string;
  headers: Readonly<Record<string, string | undefined>>;
}
