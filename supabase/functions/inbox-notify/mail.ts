// The mail that tells admins about new entries of the inbox (/admin/zapytania): one entry in full, several as a list.
import { escapeHtml, frame, type RenderedMail } from '../_shared/render.ts';
import { kindLabels, topicLabels } from './labels.ts';


/** An entry as public.claim_inbox_notifications() returns it. */
export interface InboxEntry {
  id: string;
  source: 'training_inquiries' | 'survey_responses' | 'contact_messages';
  kind: 'open' | 'online' | 'b2b' | 'survey' | 'contact';
  created_at: string;
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  company: string | null;
  participants: number | null;
}

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' });

const entryForms = ['nowe zgłoszenie', 'nowe zgłoszenia', 'nowych zgłoszeń'] as const;

/** "1 nowe zgłoszenie", "3 nowe zgłoszenia", "5 nowych zgłoszeń". */
export function entriesCount(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (count === 1) return `1 ${entryForms[0]}`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} ${entryForms[1]}`;
  return `${count} ${entryForms[2]}`;
}

/** Who sent it, in one line: "Jan Kowalski <jan@example.com>, Firma (12 osób)"; survey answers are anonymous. */
function sender(entry: InboxEntry): string {
  if (entry.kind === 'survey') return 'anonimowa odpowiedź';
  const parts = [entry.name && entry.email ? `${entry.name} <${entry.email}>` : (entry.name ?? entry.email ?? '')];
  if (entry.company) parts.push(entry.company);
  if (entry.participants) parts.push(`${entry.participants} os.`);
  return parts.filter(Boolean).join(', ');
}

function what(entry: InboxEntry): string {
  if (entry.kind === 'contact') return `${kindLabels.contact}: ${topicLabels[entry.subject ?? ''] ?? 'Inne'}`;
  if (entry.kind === 'survey') return kindLabels.survey;
  return `${kindLabels[entry.kind]}: ${entry.subject ?? ''}`;
}

/** Never more than a few lines of a message in a mail; the rest is in the inbox. */
function excerpt(message: string | null, length = 200): string {
  const text = (message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export function inboxNotificationMail(options: { entries: InboxEntry[]; total: number; siteUrl: string }): RenderedMail {
  const { entries, total, siteUrl } = options;
  const inboxUrl = `${siteUrl}/admin/zapytania`;
  const first = entries[0];
  const subject =
    total === 1 && first ? `Nowe zgłoszenie (${kindLabels[first.kind]}) — Obrazy AI` : `${capitalise(entriesCount(total))} w skrzynce — Obrazy AI`;
  const linkOf = (entry: InboxEntry) => `${inboxUrl}?wpis=${encodeURIComponent(entry.id)}`;
  const items = entries.map((entry) => ({
    what: what(entry),
    who: sender(entry),
    when: dateFormat.format(new Date(entry.created_at)),
    message: excerpt(entry.message),
    link: linkOf(entry),
  }));
  const more = total - entries.length;

  const html = frame(
    subject,
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(capitalise(entriesCount(total)))}</h1>
      <ul style="margin:0 0 16px;padding:0;list-style:none">
        ${items
          .map(
            (item) => `<li style="margin:0 0 16px;padding:12px 16px;border:1px solid #e4e0f5;border-radius:8px">
          <p style="margin:0;font-weight:bold">${escapeHtml(item.what)}</p>
          <p style="margin:4px 0 0;font-size:13px;color:#6b6880">${escapeHtml(item.who)} · ${escapeHtml(item.when)}</p>
          ${item.message ? `<p style="margin:8px 0 0">${escapeHtml(item.message)}</p>` : ''}
          <p style="margin:8px 0 0"><a href="${escapeHtml(item.link)}" style="color:#5b21b6">Otwórz w skrzynce</a></p>
        </li>`,
          )
          .join('\n        ')}
      </ul>
      ${more > 0 ? `<p style="margin:0 0 16px">…i jeszcze ${more} w skrzynce.</p>` : ''}
      <p style="margin:24px 0">
        <a href="${escapeHtml(inboxUrl)}" style="display:inline-block;padding:12px 24px;background:#5b21b6;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">Otwórz skrzynkę zgłoszeń</a>
      </p>`,
    'Tę wiadomość dostają administratorzy serwisu Obrazy AI. Skrzynka wymaga logowania z weryfikacją dwuetapową.',
  );
  const text = [
    capitalise(entriesCount(total)),
    '',
    ...items.flatMap((item) => [`- ${item.what}`, `  ${item.who} · ${item.when}`, ...(item.message ? [`  ${item.message}`] : []), `  ${item.link}`, '']),
    ...(more > 0 ? [`…i jeszcze ${more} w skrzynce.`, ''] : []),
    `Skrzynka zgłoszeń: ${inboxUrl}`,
    '',
    '--',
    'Tę wiadomość dostają administratorzy serwisu Obrazy AI.',
  ].join('\n');
  return { subject, html, text };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
