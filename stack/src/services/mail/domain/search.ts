import type { MailAddress, StoredMessage } from './models.ts';

/**
 * Mailpit's search syntax (https://mailpit.axllent.org/docs/usage/search-filters/): words and "quoted phrases" are
 * ANDed; `to:`, `from:`, `cc:`, `bcc:`, `reply-to:`, `subject:`, `message-id:`, `tag:`, `is:read`, `is:unread`,
 * `has:attachment`, `after:`, `before:`; a leading `-` or `!` negates. Matching is case-insensitive substring.
 */
export type SearchPredicate = (message: StoredMessage) => boolean;

/** Mailpit's cleanString: separators and brackets become spaces, whitespace collapses, all lower case. */
export function cleanSearchText(text: string): string {
  return text
    .replace(/[\r\n\t<>",;()\uFEFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Splits on spaces outside double quotes and drops the quotes, like Mailpit's ArgsParser. */
export function splitQuery(query: string): string[] {
  const terms: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of query) {
    if (char === '"') quoted = !quoted;
    else if (/\s/.test(char) && !quoted) {
      if (current) terms.push(current);
      current = '';
    } else current += char;
  }
  if (current) terms.push(current);
  return terms;
}

const joined = (addresses: MailAddress[]) => addresses.map((address) => `${address.Name} <${address.Address}>`).join(', ');

function termPredicate(term: string): SearchPredicate | undefined {
  const lower = term.toLowerCase();
  const prefixed = (prefix: string) => (lower.startsWith(prefix) ? cleanSearchText(lower.slice(prefix.length)) : undefined);
  const contains = (field: (message: StoredMessage) => string, value: string | undefined): SearchPredicate | undefined =>
    value ? (message) => field(message).toLowerCase().includes(value) : undefined;

  if (lower.startsWith('to:')) return contains((m) => joined(m.summary.To), prefixed('to:'));
  if (lower.startsWith('from:')) return contains((m) => (m.summary.From ? joined([m.summary.From]) : ''), prefixed('from:'));
  if (lower.startsWith('cc:')) return contains((m) => joined(m.summary.Cc), prefixed('cc:'));
  if (lower.startsWith('bcc:')) return contains((m) => joined(m.summary.Bcc), prefixed('bcc:'));
  if (lower.startsWith('reply-to:')) return contains((m) => joined(m.summary.ReplyTo), prefixed('reply-to:'));
  // Mailpit matches a subject term as typed, without cleaning it.
  if (lower.startsWith('subject:')) return contains((m) => m.summary.Subject, lower.slice('subject:'.length) || undefined);
  if (lower.startsWith('message-id:')) return contains((m) => m.summary.MessageID, prefixed('message-id:'));
  if (lower.startsWith('tag:')) {
    const tag = prefixed('tag:');
    return tag ? (m) => m.summary.Tags.some((candidate) => candidate.toLowerCase() === tag) : undefined;
  }
  if (lower === 'is:read') return (m) => m.summary.Read;
  if (lower === 'is:unread') return (m) => !m.summary.Read;
  if (lower === 'has:attachment' || lower === 'has:attachments') return (m) => m.summary.Attachments > 0;
  for (const [prefix, after] of [
    ['after:', true],
    ['before:', false],
  ] as const) {
    if (!lower.startsWith(prefix)) continue;
    const time = Date.parse(term.slice(prefix.length).trim());
    // Mailpit ignores a date it cannot parse.
    if (Number.isNaN(time)) return undefined;
    return (m) => (after ? Date.parse(m.summary.Created) >= time : Date.parse(m.summary.Created) <= time);
  }
  const words = cleanSearchText(lower);
  return words ? (m) => m.searchText.includes(words) : undefined;
}

/** Compiles a query; terms without a letter or digit are ignored, as Mailpit does. */
export function compileSearch(query: string): SearchPredicate {
  const predicates: SearchPredicate[] = [];
  for (let term of splitQuery(query)) {
    let exclude = false;
    if (term.length > 1 && (term.startsWith('-') || term.startsWith('!'))) {
      exclude = true;
      term = term.slice(1);
    }
    if (!/[\p{L}\p{N}]/u.test(term)) continue;
    const predicate = termPredicate(term);
    if (!predicate) continue;
    predicates.push(exclude ? (message) => !predicate(message) : predicate);
  }
  return (message) => predicates.every((predicate) => predicate(message));
}
