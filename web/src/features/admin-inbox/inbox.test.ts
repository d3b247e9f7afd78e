import { describe, expect, test } from 'vitest';
import {
  csvFileName,
  entriesCount,
  entrySender,
  entrySubject,
  inboxCsv,
  statusActions,
  surveyAnswerLines,
  toInboxEntry,
  type InboxEntry,
  type InboxRow,
} from './inbox';

const row = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  source: 'training_inquiries',
  kind: 'b2b',
  status: 'new',
  created_at: '2026-11-25T10:00:00Z',
  status_changed_at: null,
  name: 'Jan Kowalski',
  email: 'jan@example.com',
  subject: 'Szkolenie dla firm',
  message: 'Chcemy szkolenie dla 12 osób.',
  company: 'Firma sp. z o.o.',
  participants: 12,
  answers: null,
  ...overrides,
});

const entry = (overrides: Partial<InboxRow> = {}): InboxEntry => toInboxEntry(row(overrides))!;

describe('toInboxEntry', () => {
  test('refuses rows the app cannot show', () => {
    expect(toInboxEntry(row({ kind: 'other' }))).toBeNull();
    expect(toInboxEntry(row({ status: 'deleted' }))).toBeNull();
    expect(toInboxEntry(row({ source: 'users' }))).toBeNull();
    expect(toInboxEntry(row({ id: null }))).toBeNull();
  });

  test('keeps survey answers only when they are an object', () => {
    expect(entry({ kind: 'survey', answers: ['a'] }).answers).toBeNull();
    expect(entry({ kind: 'survey', answers: { '1': 'Codziennie' } }).answers).toEqual({ '1': 'Codziennie' });
  });
});

test('subject and sender read like the list shows them', () => {
  expect(entrySubject(entry({ kind: 'contact', subject: 'blad' }))).toBe('Błąd na stronie');
  expect(entrySubject(entry({ kind: 'contact', subject: 'nieznany' }))).toBe('Inne');
  expect(entrySubject(entry())).toBe('Szkolenie dla firm');
  expect(entrySender(entry())).toBe('Jan Kowalski <jan@example.com>');
  expect(entrySender(entry({ kind: 'survey', name: null, email: null }))).toBe('Anonimowa odpowiedź');
});

test('survey answers follow the question order, with the questions’ text', () => {
  const questions = [
    { position: 1, question: 'Jak często?', kind: 'single' },
    { position: 2, question: 'Z czego?', kind: 'multiple' },
    { position: 10, question: 'Ocena', kind: 'scale' },
  ];
  expect(surveyAnswerLines({ '10': 4, '2': ['Midjourney', 'Flux'], '1': 'Codziennie', '7': 'x' }, questions)).toEqual([
    { question: 'Jak często?', answer: 'Codziennie' },
    { question: 'Z czego?', answer: 'Midjourney, Flux' },
    { question: 'Pytanie 7', answer: 'x' },
    { question: 'Ocena', answer: '4/5' },
  ]);
});

test('the CSV has one line per entry, Polish labels, and formulas neutralised', () => {
  const csv = inboxCsv(
    [
      entry({ name: '=HYPERLINK("http://evil")', message: 'Dwie\nlinie' }),
      entry({
        id: '00000000-0000-4000-8000-000000000000',
        source: 'survey_responses',
        kind: 'survey',
        name: null,
        email: null,
        company: null,
        participants: null,
        message: null,
        subject: 'Ankieta',
        answers: { '1': 'Codziennie' },
      }),
    ],
    [{ position: 1, question: 'Jak często?', kind: 'single' }],
  );
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Data,Typ,Status,Imię i nazwisko,E-mail,Firma,Uczestnicy,Temat,Wiadomość,Odpowiedzi ankiety,Zmiana statusu');
  expect(lines[1]).toBe(
    '2026-11-25T10:00:00.000Z,Szkolenie dla firm (B2B),Nowe,"\'=HYPERLINK(""http://evil"")",jan@example.com,Firma sp. z o.o.,12,Szkolenie dla firm,"Dwie\nlinie",,',
  );
  expect(lines).toHaveLength(4);
  expect(csv).toContain('Ankieta,Nowe,,,,,Ankieta,,Jak często?: Codziennie,');
});

test('counts and file names', () => {
  expect([1, 2, 5, 22, 112].map(entriesCount)).toEqual(['1 zgłoszenie', '2 zgłoszenia', '5 zgłoszeń', '22 zgłoszenia', '112 zgłoszeń']);
  expect(csvFileName('new', undefined, new Date('2026-11-25T12:00:00Z'))).toBe('zgloszenia-nowe-2026-11-25.csv');
  expect(csvFileName('all', 'b2b', new Date('2026-11-25T12:00:00Z'))).toBe('zgloszenia-wszystkie-b2b-2026-11-25.csv');
});

test('every status offers a way on and a way back', () => {
  expect(statusActions('new').map((action) => action.to)).toEqual(['handled', 'archived']);
  expect(statusActions('handled').map((action) => action.to)).toEqual(['archived', 'new']);
  expect(statusActions('archived').map((action) => action.to)).toEqual(['new']);
});

test('the notification mail names kinds and topics as the inbox does (the functions keep their own copy)', async () => {
  const mail = await import('../../../../supabase/functions/inbox-notify/labels.ts');
  const { contactTopicLabels } = await import('../../lib/contact-topics');
  const { kindLabels } = await import('./inbox');
  expect(mail.kindLabels).toEqual(kindLabels);
  expect(mail.topicLabels).toEqual(contactTopicLabels);
});
