import assert from 'node:assert/strict';
import { entriesCount, inboxNotificationMail, type InboxEntry } from './mail.ts';

const entry = (overrides: Partial<InboxEntry> = {}): InboxEntry => ({
  id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  source: 'contact_messages',
  kind: 'contact',
  created_at: '2026-11-25T10:00:00Z',
  name: 'Ola <b>Nowak</b>',
  email: 'ola@example.com',
  subject: 'blad',
  message: 'Na stronie <script>alert(1)</script> jest błąd.',
  company: null,
  participants: null,
  ...overrides,
});

Deno.test('one entry: its kind in the subject, its sender and text escaped, a link to it in the inbox', () => {
  const mail = inboxNotificationMail({ entries: [entry()], total: 1, siteUrl: 'https://obrazy.example' });
  assert.equal(mail.subject, 'Nowe zgłoszenie (Kontakt) — Obrazy AI');
  assert.ok(!mail.html.includes('<script>'));
  assert.ok(!mail.html.includes('<b>Nowak'));
  assert.ok(mail.html.includes('Kontakt: Błąd na stronie'));
  assert.ok(mail.html.includes('href="https://obrazy.example/admin/zapytania?wpis=6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f"'));
  assert.ok(mail.text.includes('Ola <b>Nowak</b> <ola@example.com>'));
  assert.ok(mail.text.includes('https://obrazy.example/admin/zapytania'));
});

Deno.test('several entries: one mail that counts them, lists the first ones and says how many more wait', () => {
  const entries = [
    entry({ id: 'a', kind: 'b2b', source: 'training_inquiries', subject: 'Szkolenie dla firm', company: 'ACME', participants: 12 }),
    entry({ id: 'b', kind: 'survey', source: 'survey_responses', name: null, email: null, subject: 'Ankieta', message: null }),
  ];
  const mail = inboxNotificationMail({ entries, total: 7, siteUrl: 'https://obrazy.example' });
  assert.equal(mail.subject, '7 nowych zgłoszeń w skrzynce — Obrazy AI');
  assert.ok(mail.text.includes('Szkolenie dla firm (B2B): Szkolenie dla firm'));
  assert.ok(mail.text.includes('ACME, 12 os.'));
  assert.ok(mail.text.includes('anonimowa odpowiedź'));
  assert.ok(mail.text.includes('…i jeszcze 5 w skrzynce.'));
});

Deno.test('long messages are cut in the mail', () => {
  const mail = inboxNotificationMail({ entries: [entry({ message: 'słowo '.repeat(200) })], total: 1, siteUrl: 'https://x' });
  assert.ok(mail.text.includes('…'));
  assert.ok(!mail.text.includes('słowo '.repeat(50)));
});

Deno.test('Polish count forms', () => {
  assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map(entriesCount), [
    '1 nowe zgłoszenie',
    '2 nowe zgłoszenia',
    '4 nowe zgłoszenia',
    '5 nowych zgłoszeń',
    '12 nowych zgłoszeń',
    '22 nowe zgłoszenia',
    '25 nowych zgłoszeń',
  ]);
});
