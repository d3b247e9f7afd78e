/**
 * The tests' view of the inbox. It speaks only Mailpit's API v1 (list, search, message, headers, delete), so the same
 * tests read mail from the local stack's inbox and from the Mailpit that `supabase start` runs (MAILPIT_URL).
 */

export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string[]>;
  created: string;
}

interface MailpitAddress {
  Name: string;
  Address: string;
}

interface MailpitSummary {
  ID: string;
  From: MailpitAddress | null;
  To: MailpitAddress[] | null;
  Subject: string;
  Created: string;
}

interface MailpitMessage {
  ID: string;
  From: MailpitAddress | null;
  To: MailpitAddress[] | null;
  Subject: string;
  Text: string;
  HTML: string;
}

interface MailpitList {
  messages_count: number;
  messages: MailpitSummary[];
}

export interface MailFilter {
  /** A recipient address (compared case-insensitively with each To address). */
  to: string;
  /** A string the subject contains, or a pattern it matches. */
  subject?: string | RegExp;
  /** Only mail received at or after this time. */
  after?: Date;
  /** Only mail whose plain text contains this (looked up in the newest matches first). */
  text?: string;
}

const POLL_MS = 100;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function matches(summary: MailpitSummary, filter: MailFilter): boolean {
  const to = filter.to.toLowerCase();
  if (!(summary.To ?? []).some((address) => address.Address.toLowerCase() === to)) return false;
  if (typeof filter.subject === 'string' && !summary.Subject.includes(filter.subject)) return false;
  if (filter.subject instanceof RegExp && !filter.subject.test(summary.Subject)) return false;
  if (filter.after && Date.parse(summary.Created) < filter.after.getTime()) return false;
  return true;
}

const describe = (summary: MailpitSummary) =>
  `  ${summary.Created} to ${(summary.To ?? []).map((address) => address.Address).join(', ')}: ${JSON.stringify(summary.Subject)}`;

export function mailbox(mailpitUrl: string): {
  waitFor(filter: MailFilter, timeoutMs?: number): Promise<MailMessage>;
  search(query: string): Promise<MailMessage[]>;
  clear(): Promise<void>;
} {
  const base = mailpitUrl.replace(/\/+$/, '');
  const api = (path: string) => `${base}/api/v1${path}`;
  const searchSummaries = (query: string, limit = 1000) =>
    getJson<MailpitList>(api(`/search?${new URLSearchParams({ query, limit: String(limit) })}`)).then((list) => list.messages);

  async function message(id: string, created: string): Promise<MailMessage> {
    const [full, headers] = await Promise.all([
      getJson<MailpitMessage>(api(`/message/${encodeURIComponent(id)}`)),
      getJson<Record<string, string[]>>(api(`/message/${encodeURIComponent(id)}/headers`)),
    ]);
    return {
      id: full.ID,
      from: full.From?.Address ?? '',
      to: (full.To ?? []).map((address) => address.Address),
      subject: full.Subject,
      text: full.Text,
      html: full.HTML,
      headers,
      created,
    };
  }

  return {
    /** Polls until a mail for `filter.to` arrives (the newest match wins) and returns it in full. */
    async waitFor(filter, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      let seen: MailpitSummary[] = [];
      let lastError: Error | undefined;
      for (;;) {
        try {
          seen = await searchSummaries(`to:${filter.to}`, 200);
          for (const found of seen.filter((summary) => matches(summary, filter)).slice(0, filter.text === undefined ? 1 : 20)) {
            const full = await message(found.ID, found.Created);
            if (filter.text === undefined || full.text.includes(filter.text)) return full;
          }
          lastError = undefined;
        } catch (error) {
          lastError = error as Error;
        }
        if (Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const wanted = [
        `to ${filter.to}`,
        filter.subject !== undefined ? `subject ${String(filter.subject)}` : undefined,
        filter.after ? `after ${filter.after.toISOString()}` : undefined,
        filter.text !== undefined ? `containing ${JSON.stringify(filter.text)}` : undefined,
      ].filter(Boolean);
      let recent: MailpitSummary[] = [];
      if (seen.length === 0)
        recent = await getJson<MailpitList>(api('/messages?limit=10')).then(
          (list) => list.messages,
          () => [],
        );
      throw new Error(
        [
          `No mail ${wanted.join(', ')} arrived at ${base} within ${timeoutMs} ms.`,
          lastError ? `Last error: ${lastError.message}` : undefined,
          seen.length ? `Mail for that address:\n${seen.map(describe).join('\n')}` : 'No mail for that address at all.',
          recent.length ? `Latest mail in the inbox:\n${recent.map(describe).join('\n')}` : undefined,
        ]
          .filter(Boolean)
          .join('\n'),
      );
    },

    /** Every message matching a Mailpit search (`to:`, `from:`, `subject:`, words), newest first. */
    async search(query) {
      const summaries = await searchSummaries(query);
      return Promise.all(summaries.map((summary) => message(summary.ID, summary.Created)));
    },

    /** Deletes every message in the inbox. */
    async clear() {
      const response = await fetch(api('/messages'), { method: 'DELETE' });
      if (!response.ok) throw new Error(`DELETE ${api('/messages')} answered ${response.status}: ${await response.text()}`);
    },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The links of a mail: every href of its HTML (entities decoded), then URLs in its text, each once, in order. */
export function linksIn(message: MailMessage): string[] {
  const links: string[] = [];
  for (const match of message.html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    links.push(decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim()));
  }
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"'\]]+/gi)) {
    // A sentence's closing punctuation is not part of the URL.
    links.push(match[0].replace(/[).,;:!?]+$/, ''));
  }
  return [...new Set(links.filter(Boolean))];
}

/**
 * GoTrue's own verify link for a mail whose template links to the site with `?token_hash=&type=` (this project's
 * templates): `<api>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<the site page>`, what `{{ .ConfirmationURL }}`
 * would have been. Lets tests exercise GET /verify with the project's real templates.
 */
export function verifyUrlOf(message: MailMessage, apiUrl: string): string {
  const link = linksIn(message)
    .map((href) => new URL(href))
    .find((url) => url.searchParams.has('token_hash'));
  if (!link) throw new Error(`no token-hash link in "${message.subject}": ${linksIn(message).join(', ')}`);
  const redirectTo = `${link.origin}${link.pathname === '/' ? '' : link.pathname}`;
  const query = new URLSearchParams({ token: link.searchParams.get('token_hash')!, type: link.searchParams.get('type')! });
  query.set('redirect_to', redirectTo);
  return `${apiUrl}/auth/v1/verify?${query}`;
}
