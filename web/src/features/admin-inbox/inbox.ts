// Rules of the admin inbox (/admin/zapytania): the Polish names of kinds and statuses, how an entry reads in the list,
// the detail and the CSV export. What its URL may say is in inbox-search.ts.
import type { Database } from '../../lib/database.types';
import { countNoun } from '../../lib/format';
import { buildCsv } from '../../lib/csv';
import { inboxKinds, inboxStatuses, isOneOf, type InboxKind, type InboxStatus, type InboxStatusFilter } from './inbox-search';
import { contactTopicLabels, type ContactTopic } from '../../lib/contact-topics';

export const inboxSources = ['training_inquiries', 'survey_responses', 'contact_messages'] as const;
export type InboxSource = (typeof inboxSources)[number];

export const statusFilterLabels: Record<InboxStatusFilter, string> = {
  new: 'Nowe',
  handled: 'Obsłużone',
  archived: 'Zarchiwizowane',
  all: 'Wszystkie',
};

/** The status of one entry, as its badge says it. */
export const statusLabels: Record<InboxStatus, string> = {
  new: 'Nowe',
  handled: 'Obsłużone',
  archived: 'W archiwum',
};

export const kindLabels: Record<InboxKind, string> = {
  open: 'Szkolenie otwarte',
  online: 'Szkolenie online',
  b2b: 'Szkolenie dla firm (B2B)',
  survey: 'Ankieta',
  contact: 'Kontakt',
};

/** An entry of public.admin_inbox, checked. */
export type InboxEntry = {
  id: string;
  source: InboxSource;
  kind: InboxKind;
  status: InboxStatus;
  createdAt: string;
  statusChangedAt: string | null;
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  company: string | null;
  participants: number | null;
  answers: Record<string, unknown> | null;
};

/** A row of the admin_inbox view as PostgREST returns it. */
export type InboxRow = Database['public']['Views']['admin_inbox']['Row'];

/** A row of the view as the app uses it; null for a row the app cannot show (unknown kind or status). */
export function toInboxEntry(row: InboxRow): InboxEntry | null {
  if (
    !row.id ||
    !row.created_at ||
    !isOneOf(inboxSources, row.source) ||
    !isOneOf(inboxKinds, row.kind) ||
    !isOneOf(inboxStatuses, row.status)
  ) {
    return null;
  }
  const answers =
    row.answers && typeof row.answers === 'object' && !Array.isArray(row.answers) ? (row.answers as Record<string, unknown>) : null;
  return {
    id: row.id,
    source: row.source,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    company: row.company,
    participants: row.participants,
    answers,
  };
}

/** What the entry is about, in one line: the offer's title, the contact topic, or "Ankieta". */
export function entrySubject(entry: InboxEntry): string {
  if (entry.kind === 'contact') return contactTopicLabels[entry.subject as ContactTopic] ?? 'Inne';
  return entry.subject ?? kindLabels[entry.kind];
}

/** Who sent it: "Jan Kowalski <jan@example.com>"; survey answers are anonymous. */
export function entrySender(entry: InboxEntry): string {
  if (entry.kind === 'survey') return 'Anonimowa odpowiedź';
  if (entry.name && entry.email) return `${entry.name} <${entry.email}>`;
  return entry.name ?? entry.email ?? '—';
}

/** A survey answer as text: lists joined with commas, a scale as "4/5". */
export function answerText(value: unknown, kind?: string): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'number') return kind === 'scale' ? `${value}/5` : String(value);
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

export type SurveyQuestionInfo = { position: number; question: string; kind: string };

/** The answers of a survey response in question order, each with its question (unknown positions at the end). */
export function surveyAnswerLines(
  answers: Record<string, unknown> | null,
  questions: readonly SurveyQuestionInfo[],
): { question: string; answer: string }[] {
  if (!answers) return [];
  const byPosition = new Map(questions.map((question) => [String(question.position), question]));
  return Object.entries(answers)
    .map(([position, value]) => ({ position, question: byPosition.get(position), value }))
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map(({ position, question, value }) => ({
      question: question?.question ?? `Pytanie ${position}`,
      answer: answerText(value, question?.kind),
    }));
}

const csvDate = (value: string | null) => (value ? new Date(value).toISOString() : '');

export const inboxCsvHeader = [
  'Data',
  'Typ',
  'Status',
  'Imię i nazwisko',
  'E-mail',
  'Firma',
  'Uczestnicy',
  'Temat',
  'Wiadomość',
  'Odpowiedzi ankiety',
  'Zmiana statusu',
] as const;

/** The whole export: one line per entry, survey answers as "question: answer" lines in one cell. */
export function inboxCsv(entries: readonly InboxEntry[], questions: readonly SurveyQuestionInfo[]): string {
  return buildCsv(
    inboxCsvHeader,
    entries.map((entry) => [
      csvDate(entry.createdAt),
      kindLabels[entry.kind],
      statusLabels[entry.status],
      entry.name,
      entry.email,
      entry.company,
      entry.participants,
      entry.kind === 'survey' ? 'Ankieta' : entrySubject(entry),
      entry.message,
      surveyAnswerLines(entry.answers, questions)
        .map((line) => `${line.question}: ${line.answer}`)
        .join('\n'),
      csvDate(entry.statusChangedAt),
    ]),
  );
}

const entryForms = ['zgłoszenie', 'zgłoszenia', 'zgłoszeń'] as const;

/** "1 zgłoszenie", "3 zgłoszenia", "5 zgłoszeń". */
export function entriesCount(count: number): string {
  return countNoun(count, entryForms);
}

/** The file name of an export: "zgloszenia-nowe-2026-11-25.csv". */
export function csvFileName(filter: InboxStatusFilter, kind: InboxKind | undefined, now = new Date()): string {
  const statusPart = { new: 'nowe', handled: 'obsluzone', archived: 'archiwum', all: 'wszystkie' }[filter];
  const kindPart = kind ? `-${kind}` : '';
  return `zgloszenia-${statusPart}${kindPart}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Status changes offered for an entry in a given status, in the order the buttons show them. */
export function statusActions(status: InboxStatus): { to: InboxStatus; label: string }[] {
  if (status === 'new') {
    return [
      { to: 'handled', label: 'Oznacz jako obsłużone' },
      { to: 'archived', label: 'Przenieś do archiwum' },
    ];
  }
  if (status === 'handled') {
    return [
      { to: 'archived', label: 'Przenieś do archiwum' },
      { to: 'new', label: 'Przywróć jako nowe' },
    ];
  }
  return [{ to: 'new', label: 'Przywróć jako nowe' }];
}
