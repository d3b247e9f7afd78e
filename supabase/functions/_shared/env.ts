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

export function serviceRoleKey(): string {
  const key = read('SUPABASE_SERVICE_ROLE_KEY') ?? secretKeyFromJson();
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set');
  return key;
}

function secretKeyFromJson(): string | undefined {
  try {
    return (JSON.parse(read('SUPABASE_SECRET_KEYS') ?? '{}') as Record<string, string>).default;
  } catch {
    return undefined;
  }
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

export function smtpSettings(): SmtpSettings {
  return {
    host: read('SMTP_HOST') ?? '127.0.0.1',
    port: integer('SMTP_PORT', 54325, 1, 65535),
    secure: read('SMTP_SECURE') === 'true',
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
