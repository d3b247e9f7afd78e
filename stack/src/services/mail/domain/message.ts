import crypto from 'node:crypto';
import type { AddressObject, ParsedMail, SimpleParserOptions } from 'mailparser';
import type { AttachmentInfo, Envelope, ListUnsubscribe, MailAddress, MessageSummary, StoredMessage } from './models.ts';
import { cleanSearchText } from './search.ts';

export type * from './models.ts';

const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function newMessageId(): string {
  const bytes = crypto.randomBytes(22);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export const MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const list: MailAddress[] = [];
  for (const object of objects) {
    for (const entry of object.value) {
      // Group syntax ("team: a@x, b@y;") lists its members under `group`.
      for (const member of entry.group ?? [entry]) {
        if (member.address) list.push({ Name: member.name ?? '', Address: member.address });
      }
    }
  }
  return list;
}

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

function listUnsubscribe(mail: ParsedMail): ListUnsubscribe {
  const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe');
  const post = mail.headerLines.find((line) => line.key === 'list-unsubscribe-post');
  const headerValue = header ? header.line.slice(header.line.indexOf(':') + 1).trim() : '';
  const links = [...headerValue.matchAll(/<([^>]+)>/g)].map((match) => match[1]!.trim());
  const errors = headerValue && links.length === 0 ? 'Brak linków w nawiasach <> w nagłówku List-Unsubscribe' : '';
  return {
    Header: headerValue.replace(/\s+/g, ' '),
    Links: links,
    Errors: errors,
    HeaderPost: post ? post.line.slice(post.line.indexOf(':') + 1).trim() : '',
  };
}

// mailparser (with its charset and HTML tables, about a tenth of what the supervisor loads) loads with the first mail, not at
// every start of the stack.
async function simpleParser(raw: Buffer, options: SimpleParserOptions): Promise<ParsedMail> {
  const { simpleParser: parse } = await import('mailparser');
  return parse(raw, options);
}

/** Parses one raw message as received over SMTP into what the store keeps about it. */
export async function parseMessage(raw: Buffer, id: string, envelope: Envelope, received: Date, sequence: number): Promise<StoredMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: true, keepCidLinks: true });
  const from = addresses(mail.from)[0] ?? (envelope.from ? { Name: '', Address: envelope.from } : null);
  const to = addresses(mail.to);
  const cc = addresses(mail.cc);
  const listed = new Set([...to, ...cc].map((address) => address.Address.toLowerCase()));
  // Recipients of the envelope that no header names were blind copies, as Mailpit reports them.
  const bcc = [
    ...addresses(mail.bcc),
    ...envelope.recipients.filter((address) => !listed.has(address.toLowerCase())).map((address) => ({ Name: '', Address: address })),
  ].filter((address, index, all) => all.findIndex((other) => other.Address.toLowerCase() === address.Address.toLowerCase()) === index);
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  const attachmentInfo = (attachment: ParsedMail['attachments'][number]): AttachmentInfo => ({
    PartID: attachment.partId ?? '',
    FileName: attachment.filename ?? attachment.contentId?.replace(/^<|>$/g, '') ?? '',
    ContentType: attachment.contentType,
    ContentID: attachment.contentId?.replace(/^<|>$/g, '') ?? '',
    Size: attachment.size,
  });
  const inline = mail.attachments.filter((attachment) => attachment.related || attachment.contentDisposition === 'inline');
  const attached = mail.attachments.filter((attachment) => !inline.includes(attachment));
  const subject = mail.subject ?? '';
  const messageId = (mail.messageId ?? '').replace(/^<|>$/g, '');
  const returnPath = mail.headerLines.find((line) => line.key === 'return-path');
  const summary: MessageSummary = {
    ID: id,
    MessageID: messageId,
    Read: false,
    From: from,
    To: to,
    Cc: cc,
    Bcc: bcc,
    ReplyTo: addresses(mail.replyTo),
    Subject: subject,
    Created: received.toISOString(),
    Tags: [],
    Size: raw.length,
    Attachments: attached.length,
    Snippet: snippetOf(text),
  };
  const searchText = [
    from ? `${from.Name} ${from.Address}` : '',
    ...[...to, ...cc, ...bcc].map((address) => `${address.Name} ${address.Address}`),
    subject,
    messageId,
    text,
    ...mail.attachments.map((attachment) => attachment.filename ?? ''),
  ].join(' ');
  return {
    sequence,
    summary,
    detail: {
      MessageID: messageId,
      From: from,
      To: to,
      Cc: cc,
      Bcc: bcc,
      ReplyTo: summary.ReplyTo,
      ReturnPath: returnPath
        ? returnPath.line
            .slice(returnPath.line.indexOf(':') + 1)
            .trim()
            .replace(/^<|>$/g, '')
        : envelope.from,
      Subject: subject,
      ListUnsubscribe: listUnsubscribe(mail),
      Date: (mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : received).toISOString(),
      Username: envelope.username,
      Text: text,
      HTML: html,
      Inline: inline.map(attachmentInfo),
      Attachments: attached.map(attachmentInfo),
    },
    searchText: cleanSearchText(searchText),
  };
}

/** The message's headers as Mailpit returns them (Go's `mail.Header`: canonical keys, raw unfolded values, sorted keys). */
export function rawHeaders(raw: Buffer): Record<string, string[]> {
  const end = raw.indexOf('\r\n\r\n');
  const endLf = raw.indexOf('\n\n');
  const cut = end >= 0 && (endLf < 0 || end < endLf) ? end : endLf >= 0 ? endLf : raw.length;
  const lines = raw.subarray(0, cut).toString('utf8').split(/\r?\n/);
  const headers = new Map<string, string[]>();
  let current: { key: string; value: string } | undefined;
  const flush = () => {
    if (!current) return;
    const list = headers.get(current.key) ?? [];
    list.push(current.value);
    headers.set(current.key, list);
  };
  for (const line of lines) {
    if (/^[ \t]/.test(line) && current) {
      current.value += ` ${line.trim()}`;
      continue;
    }
    flush();
    const colon = line.indexOf(':');
    current = colon > 0 ? { key: canonicalHeaderKey(line.slice(0, colon).trim()), value: line.slice(colon + 1).trim() } : undefined;
  }
  flush();
  return Object.fromEntries([...headers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Go's textproto.CanonicalMIMEHeaderKey: `message-id` → `Message-Id`. */
export function canonicalHeaderKey(key: string): string {
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(key)) return key;
  return key
    .toLowerCase()
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** One attachment's bytes, by Mailpit's part ID. */
export async function attachmentPart(
  raw: Buffer,
  partId: string,
): Promise<{ content: Buffer; contentType: string; fileName: string } | undefined> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const attachment = mail.attachments.find((candidate) => candidate.partId === partId);
  if (!attachment) return undefined;
  return {
    content: attachment.content,
    contentType: attachment.contentType,
    fileName: attachment.filename ?? attachment.contentId?.replace(/^<|>$/g, '') ?? partId,
  };
}
