import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileLogger, type Logger } from '../../src/shared/log.ts';
import { MailStore } from '../../src/services/mail/domain/store.ts';
import { canonicalHeaderKey, rawHeaders } from '../../src/services/mail/domain/message.ts';
import { splitQuery } from '../../src/services/mail/domain/search.ts';

const envelope = { from: 'a@example.com', recipients: ['b@example.com'], username: '' };
const rawMail = (subject: string) =>
  Buffer.from(
    [
      'From: Nadawca <a@example.com>',
      'To: Odbiorca <b@example.com>',
      `Subject: ${subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Treść wiadomości ${subject}`,
      '',
    ].join('\r\n'),
  );

let dir: string;
let log: Logger;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-store-'));
  log = fileLogger(path.join(dir, 'logs'), 'mail');
});

afterEach(async () => {
  await log.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('mail store', () => {
  it('keeps only the newest messages up to its limit, on disk too', async () => {
    const store = await MailStore.open(path.join(dir, 'mail'), 3, log);
    for (const n of [1, 2, 3, 4, 5]) await store.add(rawMail(`Nr ${n}`), envelope);
    expect(store.list(0, 50).messages.map((message) => message.summary.Subject)).toEqual(['Nr 5', 'Nr 4', 'Nr 3']);
    expect(fs.readdirSync(path.join(dir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(3);
  });

  it('reloads messages and read state, and recovers from an interrupted write', async () => {
    const mailDir = path.join(dir, 'mail');
    const first = await MailStore.open(mailDir, 10, log);
    const kept = await first.add(rawMail('Zażółć gęślą jaźń'), envelope);
    await first.setRead([kept.summary.ID], true);
    // What a crash can leave: a temporary file, a summary whose message was deleted, a message without summary.
    fs.writeFileSync(path.join(mailDir, '.x.eml.1234.tmp'), 'half');
    fs.writeFileSync(path.join(mailDir, 'Orphan1234567890123456.json'), '{}');
    fs.writeFileSync(path.join(mailDir, 'Unparsed123456789012345.eml'), rawMail('Bez podsumowania'));

    const second = await MailStore.open(mailDir, 10, log);
    const subjects = second.list(0, 50).messages.map((message) => [message.summary.Subject, message.summary.Read]);
    expect(subjects).toContainEqual(['Zażółć gęślą jaźń', true]);
    expect(subjects).toContainEqual(['Bez podsumowania', false]);
    expect(subjects).toHaveLength(2);
    const names = fs.readdirSync(mailDir);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(names).not.toContain('Orphan1234567890123456.json');
    expect(names).toContain('Unparsed123456789012345.json');
  });

  it("searches with Mailpit's operators", async () => {
    const store = await MailStore.open(path.join(dir, 'mail'), 10, log);
    await store.add(rawMail('Raport tygodniowy'), envelope);
    const second = await store.add(rawMail('Nowe hasło'), { ...envelope, recipients: ['b@example.com', 'ukryty@example.com'] });
    await store.setRead([second.summary.ID], true);
    const subjects = (query: string) => store.matching(query).map((message) => message.summary.Subject);
    expect(subjects('subject:"nowe hasło"')).toEqual(['Nowe hasło']);
    expect(subjects('to:odbiorca')).toEqual(['Nowe hasło', 'Raport tygodniowy']);
    expect(subjects('bcc:ukryty@example.com')).toEqual(['Nowe hasło']);
    expect(subjects('is:unread')).toEqual(['Raport tygodniowy']);
    expect(subjects('!tygodniowy')).toEqual(['Nowe hasło']);
    expect(subjects('from:nikt@example.com')).toEqual([]);
    expect(subjects('"treść wiadomości nowe"')).toEqual(['Nowe hasło']);
    expect(subjects('to:<b@example.com>')).toHaveLength(2);
    expect(subjects(`after:${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(subjects(`before:${new Date(Date.now() + 60_000).toISOString()}`)).toHaveLength(2);
    expect(splitQuery('to:a "two words" -x')).toEqual(['to:a', 'two words', '-x']);
  });

  it('returns headers as Go does: canonical keys, unfolded values, sorted', () => {
    const headers = rawHeaders(Buffer.from('subject: Długi\r\n  temat\r\nX-SUPABASE-id: 1\r\nmessage-id: <a@b>\r\n\r\nbody: no'));
    expect(headers).toEqual({ 'Message-Id': ['<a@b>'], Subject: ['Długi temat'], 'X-Supabase-Id': ['1'] });
    expect(canonicalHeaderKey('list-unsubscribe-post')).toBe('List-Unsubscribe-Post');
  });
});
