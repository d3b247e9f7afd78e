// Settings of the newsletter functions, from the environment (supabase/functions/.env locally,
// `supabase secrets set` on Supabase). See supabase/functions/README.md.

function read(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const value = Number(read(name));
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export function siteUrl(): string {
  return (read('SITE_URL') ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

export function supabaseUrl(): string {
  const url = read('SUPABASE_URL');
  if (!url) throw new Error('SUPABASE_URL is not set');
  return url.replace(/\/+$/, '');
}

/**
 * The API's address as subscribers reach it, for links in mails (List-Unsubscribe). `SUPABASE_URL` is the address
 * inside the deployment, which in docker-compose and under `supabase start` is `http://kong:8000`, useless in a
 * mail. SUPABASE_PUBLIC_URL wins; without it, the CLI's internal Kong name stands for the CLI's public address.
 */
export function publicApiUrl(): string {
  const configured = read('SUPABASE_PUBLIC_URL');
  if (configured) return configured.replace(/\/+$/, '');
  const internal = supabaseUrl();
  return new URL(internal).hostname === 'kong' ? CLI_PUBLIC_API_URL : internal;
}

/** Where `supabase start` publishes the API (`[api] port` 54321 on the host). */
const CLI_PUBLIC_API_URL = 'http://127.0.0.1:54321';

export function serviceRoleKey(): string {
  const key = read('SUPABASE_SERVICE_ROLE_KEY') ?? secretKeyFromJson();
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set');
  return key;
}

function secretKeyFromJson(): string | undefined {
  return keysFromJson('SUPABASE_SECRET_KEYS').default;
}

/** A JSON object of name → key, as Supabase sets SUPABASE_SECRET_KEYS / SUPABASE_PUBLISHABLE_KEYS; malformed: none. */
function keysFromJson(name: string): Record<string, string> {
  try {
    const parsed = JSON.parse(read(name) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The project's opaque API keys (`sb_secret_…`, `sb_publishable_…`), from SUPABASE_SECRET_KEYS /
 * SUPABASE_PUBLISHABLE_KEYS or the single SUPABASE_SECRET_KEY / SUPABASE_PUBLISHABLE_KEY.
 */
export function opaqueKeys(): { secret: string[]; publishable: string[] } {
  const list = (json: string, single: string) =>
    [...Object.values(keysFromJson(json)), read(single) ?? ''].filter((key) => key.length >= 20);
  return { secret: list('SUPABASE_SECRET_KEYS', 'SUPABASE_SECRET_KEY'), publishable: list('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_PUBLISHABLE_KEY') };
}

export function anonKey(): string {
  const key = read('SUPABASE_ANON_KEY');
  if (!key) throw new Error('SUPABASE_ANON_KEY is not set');
  return key;
}

/** Key of the unsubscribe and web-view HMACs; changing it invalidates the links in mails already sent. */
export function newsletterSecret(): string {
  return read('NEWSLETTER_SECRET') ?? serviceRoleKey();
}

export function senderAddress(): string {
  return read('NEWSLETTER_FROM') ?? 'Obrazy AI <newsletter@obrazy-ai.local>';
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

/**
 * SMTP from SMTP_HOST/PORT/SECURE/USER/PASS. Without SMTP_HOST: the mail catcher of `supabase start`, which the
 * edge runtime container reaches as `inbucket` on Mailpit's SMTP port 1025 (the local stack and docker-compose
 * always set SMTP_HOST). Elsewhere that name does not resolve and sending fails with an error, never silently.
 * SMTP_SECURE=true is implicit TLS (port 465); unset, it follows the port (465 means TLS, others STARTTLS).
 */
export function smtpSettings(): SmtpSettings {
  const host = read('SMTP_HOST');
  const port = integer('SMTP_PORT', host ? 587 : 1025, 1, 65535);
  const secure = read('SMTP_SECURE');
  return {
    host: host ?? 'inbucket',
    port,
    secure: secure === undefined ? port === 465 : secure === 'true',
    user: read('SMTP_USER'),
    pass: read('SMTP_PASS'),
  };
}

export const limits = {
  /** Subscribe requests per IP and hour. */
  perIpPerHour: () => integer('NEWSLETTER_IP_LIMIT', 10, 1, 100_000),
  /** Confirmation mails per address and hour. */
  perEmailPerHour: () => integer('NEWSLETTER_EMAIL_LIMIT', 3, 1, 1000),
  /** Subscribe requests from everyone per hour (bounds mail sent by callers that vary their IP). */
  totalPerHour: () => integer('NEWSLETTER_TOTAL_LIMIT', 1000, 1, 10_000_000),
};

export const sending = {
  /** Mails in flight at once (also the bound on duplicates after a kill). */
  concurrency: () => integer('NEWSLETTER_SEND_CONCURRENCY', 10, 1, 100),
  /** Milliseconds one invocation keeps claiming work (well under Supabase's 150 s wall-clock limit). */
  timeBudgetMs: () => integer('NEWSLETTER_TIME_BUDGET_MS', 40_000, 1000, 120_000),
  /** Seconds after which a claimed, unrecorded delivery counts as abandoned by a killed invocation. */
  claimLeaseSeconds: () => integer('NEWSLETTER_CLAIM_LEASE_SECONDS', 60, 1, 3600),
  maxAttempts: () => integer('NEWSLETTER_MAX_ATTEMPTS', 5, 1, 20),
};

export const inbox = {
  /** Seconds between two notification mails about new inbox entries (a burst in between goes into one mail). */
  notifyIntervalSeconds: () => integer('INBOX_NOTIFY_INTERVAL_SECONDS', 10, 0, 3600),
};
