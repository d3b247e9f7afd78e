import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import * as toml from 'smol-toml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { linksIn, mailbox } from '../support/mail.ts';

const POLISH = 'ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ';

interface Summary {
  ID: string;
  Read: boolean;
  Subject: string;
  Created: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Cc: { Name: string; Address: string }[];
  Bcc: { Name: string; Address: string }[];
  Attachments: number;
  Snippet: string;
  Size: number;
}
interface List {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Summary[];
}

let stack: TestStack;
let inboxUrl: string;
let smtpPort: number;

const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false });
const api = (pathname: string) => `${inboxUrl}/api/v1${pathname}`;
const getJson = async <T>(pathname: string): Promise<T> => {
  const response = await fetch(api(pathname));
  expect(response.status, `GET ${pathname}`).toBe(200);
  return (await response.json()) as T;
};
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** One SMTP conversation by hand, to see the server's replies as a client that sends no SIZE does. */
function smtpDialogue(port: number, lines: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const replies: string[] = [];
    let buffer = '';
    let step = -1;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        // Multi-line replies continue with "250-"; the last line has a space after the code.
        if (/^\d{3}-/.test(line)) continue;
        replies.push(line);
        step++;
        if (step < lines.length) socket.write(lines[step]!);
        else socket.end();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(replies));
  });
}

beforeAll(async () => {
  stack = await startTestStack();
  inboxUrl = stack.env.MAILPIT_URL!;
  const config = toml.parse(fs.readFileSync(path.join(stack.workdir, 'supabase', 'config.toml'), 'utf8')) as {
    local_smtp: { smtp_port: number };
  };
  smtpPort = config.local_smtp.smtp_port;
});

afterAll(async () => {
  await stack?.dispose();
});

describe('mail inbox', () => {
  beforeEach(async () => {
    await mailbox(inboxUrl).clear();
  });

  it('status prints MAILPIT_URL and the inbox answers on it', async () => {
    expect(inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${inboxUrl}/livez`);
    expect(response.status).toBe(200);
  });

  it('delivers a Polish mail with HTML and text parts intact to every recipient', async () => {
    const [first, second, copy] = [unique('pierwszy'), unique('drugi'), unique('kopia')];
    const subject = `Potwierdź konto — ${POLISH}`;
    await transport().sendMail({
      from: '"Obrazy AI — zażółć" <no-reply@obrazy-ai.local>',
      to: [first, `Żaneta Łąka <${second}>`],
      cc: copy,
      subject,
      text: `Cześć! ${POLISH}\nKliknij: https://obrazy-ai.local/potwierdz?token=abc&typ=signup.`,
      html: `<p>Cześć! ${POLISH}</p><a href="https://obrazy-ai.local/auth/v1/verify?token=xyz&amp;type=signup&amp;redirect_to=http%3A%2F%2F127.0.0.1">Potwierdź</a>`,
      headers: { 'List-Unsubscribe': '<https://obrazy-ai.local/wypisz>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const inbox = mailbox(inboxUrl);
    for (const recipient of [first, second]) {
      const message = await inbox.waitFor({ to: recipient, subject: /Potwierdź konto/ });
      expect(message.subject).toBe(subject);
      expect(message.from).toBe('no-reply@obrazy-ai.local');
      expect(message.to).toEqual([first, second]);
      expect(message.text).toContain(`Cześć! ${POLISH}`);
      expect(message.html).toContain(`<p>Cześć! ${POLISH}</p>`);
      expect(message.headers['Content-Type']![0]).toMatch(/^multipart\/alternative/);
      expect(message.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
      expect(Date.parse(message.created)).toBeGreaterThan(Date.now() - 60_000);
      expect(linksIn(message)).toEqual([
        'https://obrazy-ai.local/auth/v1/verify?token=xyz&type=signup&redirect_to=http%3A%2F%2F127.0.0.1',
        'https://obrazy-ai.local/potwierdz?token=abc&typ=signup',
      ]);
    }
    const full = await getJson<{ Cc: { Address: string }[]; From: { Name: string }; ListUnsubscribe: { Links: string[] } }>(
      `/message/latest`,
    );
    expect(full.Cc.map((address) => address.Address)).toEqual([copy]);
    expect(full.From.Name).toBe('Obrazy AI — zażółć');
    expect(full.ListUnsubscribe.Links).toEqual(['https://obrazy-ai.local/wypisz']);
  });

  it("lists messages newest first in Mailpit's shape, with paging and read state", async () => {
    const to = unique('lista');
    for (const n of [1, 2, 3])
      await transport().sendMail({ from: 'a@example.com', to, bcc: 'ukryty@example.com', subject: `Wiadomość ${n}`, text: `Treść ${n}` });
    const list = await getJson<List>('/messages');
    expect(list).toMatchObject({ total: 3, unread: 3, count: 3, messages_count: 3, start: 0, tags: [] });
    expect(list.messages.map((message) => message.Subject)).toEqual(['Wiadomość 3', 'Wiadomość 2', 'Wiadomość 1']);
    const [newest] = list.messages;
    expect(Object.keys(newest!).sort()).toEqual(
      [
        'Attachments',
        'Bcc',
        'Cc',
        'Created',
        'From',
        'ID',
        'MessageID',
        'Read',
        'ReplyTo',
        'Size',
        'Snippet',
        'Subject',
        'Tags',
        'To',
      ].sort(),
    );
    expect(newest).toMatchObject({ Read: false, Snippet: 'Treść 3', Attachments: 0, From: { Name: '', Address: 'a@example.com' } });
    expect(newest!.Bcc).toEqual([{ Name: '', Address: 'ukryty@example.com' }]);
    expect(newest!.ID).toMatch(/^[A-Za-z0-9]{22}$/);

    const page = await getJson<List>('/messages?start=1&limit=1');
    expect(page).toMatchObject({ total: 3, count: 1, start: 1 });
    expect(page.messages[0]!.Subject).toBe('Wiadomość 2');

    await getJson(`/message/${newest!.ID}`);
    const after = await getJson<List>('/messages');
    expect(after.unread).toBe(2);
    expect(after.messages[0]!.Read).toBe(true);

    const markUnread = await fetch(api('/messages'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Read: false, IDs: [newest!.ID] }),
    });
    expect(markUnread.status).toBe(200);
    expect((await getJson<List>('/messages')).unread).toBe(3);
    await fetch(api('/messages'), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Read: true }) });
    expect((await getJson<List>('/messages')).unread).toBe(0);
  });

  it('searches by to:, from:, subject:, plain words and negation', async () => {
    const [anna, bartek] = [unique('anna'), unique('bartek')];
    await transport().sendMail({
      from: 'newsletter@obrazy-ai.local',
      to: anna,
      subject: 'Nowy ranking narzędzi',
      text: 'Midjourney wygrywa',
    });
    await transport().sendMail({ from: 'auth@obrazy-ai.local', to: bartek, subject: 'Zresetuj hasło', text: 'Link ważny godzinę' });
    const inbox = mailbox(inboxUrl);
    expect((await inbox.search(`to:${anna}`)).map((message) => message.subject)).toEqual(['Nowy ranking narzędzi']);
    expect((await inbox.search('from:auth@obrazy-ai.local')).map((message) => message.to)).toEqual([[bartek]]);
    expect((await inbox.search('subject:"zresetuj hasło"')).map((message) => message.to)).toEqual([[bartek]]);
    expect((await inbox.search('midjourney')).map((message) => message.to)).toEqual([[anna]]);
    expect((await inbox.search('-midjourney')).map((message) => message.to)).toEqual([[bartek]]);
    expect(await inbox.search('nic-takiego-nie-ma')).toEqual([]);
    const empty = await fetch(api('/search?query='));
    expect(empty.status).toBe(400);
  });

  it('serves raw source and headers as Mailpit does', async () => {
    const to = unique('zrodlo');
    await transport().sendMail({
      from: 'a@example.com',
      to,
      subject: `Źródło ${POLISH}`,
      text: 'treść',
      messageId: '<id-123@obrazy-ai.local>',
    });
    const { id } = await mailbox(inboxUrl).waitFor({ to });
    const raw = await fetch(api(`/message/${id}/raw`));
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const source = await raw.text();
    expect(source).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(source).toContain('Message-ID: <id-123@obrazy-ai.local>');
    const headers = await getJson<Record<string, string[]>>(`/message/${id}/headers`);
    expect(headers['Message-Id']).toEqual(['<id-123@obrazy-ai.local>']);
    expect(Object.keys(headers)).toEqual(Object.keys(headers).sort());
    const download = await fetch(api(`/message/${id}/raw?dl=1`));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${id}.eml"`);
  });

  it('serves attachments by part ID', async () => {
    const to = unique('zalacznik');
    await transport().sendMail({
      from: 'a@example.com',
      to,
      subject: 'Z załącznikiem',
      text: 'w załączniku',
      attachments: [{ filename: 'ściągawka.txt', content: `Prompty ${POLISH}` }],
    });
    await mailbox(inboxUrl).waitFor({ to });
    const message = await getJson<{ ID: string; Attachments: { PartID: string; FileName: string; Size: number }[] }>('/message/latest');
    expect(message.Attachments).toHaveLength(1);
    expect(message.Attachments[0]!.FileName).toBe('ściągawka.txt');
    const part = await fetch(api(`/message/${message.ID}/part/${message.Attachments[0]!.PartID}`));
    expect(part.status).toBe(200);
    expect(await part.text()).toBe(`Prompty ${POLISH}`);
  });

  it('answers 404 for an unknown message ID', async () => {
    for (const suffix of ['', '/raw', '/headers', '/part/1']) {
      const response = await fetch(api(`/message/NieMaTakiejWiadomosci123${suffix}`));
      expect(response.status, suffix).toBe(404);
      expect(await response.text()).toBe('404 page not found');
    }
    expect((await fetch(api('/message/..%2F..%2Fetc'))).status).toBe(404);
  });

  it('deletes one message, a search, and everything', async () => {
    const [one, two, three] = [unique('jeden'), unique('dwa'), unique('trzy')];
    for (const to of [one, two, three]) await transport().sendMail({ from: 'a@example.com', to, subject: `Do ${to}`, text: 'x' });
    const inbox = mailbox(inboxUrl);
    const first = await inbox.waitFor({ to: one });
    const deleteOne = await fetch(api('/messages'), {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IDs: [first.id] }),
    });
    expect(deleteOne.status).toBe(200);
    expect(await deleteOne.text()).toBe('ok');
    expect((await getJson<List>('/messages')).total).toBe(2);
    expect((await fetch(api(`/message/${first.id}`))).status).toBe(404);

    expect((await fetch(api(`/search?query=${encodeURIComponent(`to:${two}`)}`), { method: 'DELETE' })).status).toBe(200);
    const left = await getJson<List>('/messages');
    expect(left.messages.map((message) => message.To[0]!.Address)).toEqual([three]);

    await inbox.clear();
    expect((await getJson<List>('/messages')).total).toBe(0);
  });

  it('accepts SMTP AUTH with any credentials and records the user', async () => {
    const to = unique('auth');
    const authenticated = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      auth: { user: 'gotrue', pass: 'dowolne' },
    });
    await authenticated.sendMail({ from: 'a@example.com', to, subject: 'Z logowaniem', text: 'x' });
    const { id } = await mailbox(inboxUrl).waitFor({ to });
    expect((await getJson<{ Username: string }>(`/message/${id}`)).Username).toBe('gotrue');
  });

  it('refuses an oversized message with SMTP 552 and keeps nothing of it', async () => {
    const to = unique('duzy');
    const sending = transport().sendMail({ from: 'a@example.com', to, subject: 'Za duży', text: 'x'.repeat(26 * 1024 * 1024) });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    // A client that announces the size is refused before it sends the data.
    const replies = await smtpDialogue(smtpPort, ['EHLO test\r\n', `MAIL FROM:<a@example.com> SIZE=${30 * 1024 * 1024}\r\n`, 'QUIT\r\n']);
    expect(replies[2]).toMatch(/^552 /);
    expect((await getJson<List>('/messages')).total).toBe(0);
    // The server still takes normal mail afterwards.
    await transport().sendMail({ from: 'a@example.com', to, subject: 'Mały', text: 'x' });
    expect((await mailbox(inboxUrl).waitFor({ to })).subject).toBe('Mały');
  });

  it('the inbox page answers 200 in Polish and lists the subject', async () => {
    const to = unique('strona');
    const subject = `Witaj w Obrazy AI <b>${POLISH}</b>`;
    await transport().sendMail({ from: 'a@example.com', to, subject, text: 'x' });
    await mailbox(inboxUrl).waitFor({ to });
    const response = await fetch(`${inboxUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Skrzynka pocztowa');
    expect(html).toContain('Usuń wszystkie');
    // The subject is listed, escaped: markup in a subject is text, not HTML.
    expect(html).toContain(`Witaj w Obrazy AI &lt;b&gt;${POLISH}&lt;/b&gt;`);
    expect(html).not.toContain(`<b>${POLISH}</b>`);
    for (const asset of ['/app.js', '/app.css']) expect((await fetch(`${inboxUrl}${asset}`)).status).toBe(200);
  });

  it('waitFor fails with a clear error that lists what arrived', async () => {
    const to = unique('czekam');
    await transport().sendMail({ from: 'a@example.com', to, subject: 'Inny temat', text: 'x' });
    const waiting = mailbox(inboxUrl).waitFor({ to, subject: 'Potwierdź' }, 500);
    await expect(waiting).rejects.toThrow(
      new RegExp(`No mail to ${to.replace(/[.+]/g, '\\$&')}, subject Potwierdź .*\\n.*Inny temat`, 's'),
    );
  });

  it('keeps messages and their read state across stack down and up', async () => {
    const [kept, unread] = [unique('trwaly'), unique('nieprzeczytany')];
    await transport().sendMail({ from: 'a@example.com', to: kept, subject: `Trwała ${POLISH}`, html: `<p>${POLISH}</p>` });
    await transport().sendMail({ from: 'a@example.com', to: unread, subject: 'Druga', text: 'x' });
    const before = await mailbox(inboxUrl).waitFor({ to: kept });
    // Not waited for with the client: reading a message marks it read, as in Mailpit. SMTP's 250 means it is stored.
    await getJson(`/message/${before.id}`);

    expect((await stack.down()).code).toBe(0);
    expect((await fetch(`${inboxUrl}/livez`).catch(() => undefined))?.status).toBeUndefined();
    await stack.up();

    const list = await getJson<List>('/messages');
    expect(list).toMatchObject({ total: 2, unread: 1 });
    const after = await mailbox(inboxUrl).waitFor({ to: kept }, 2_000);
    expect(after).toMatchObject({ id: before.id, subject: `Trwała ${POLISH}`, html: `<p>${POLISH}</p>`, created: before.created });
    expect(fs.readdirSync(path.join(stack.workdir, '.stack', 'mail')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
