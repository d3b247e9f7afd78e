import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Logger } from '../../../shared/log.ts';
import { attachmentPart, MESSAGE_ID_PATTERN, rawHeaders, type MailAddress, type MessageSummary } from '../domain/message.ts';
import type { MailStore, Page } from '../domain/store.ts';
import { badRequest, NOT_FOUND } from '../errors.ts';
import type { ErrorAnswer } from '../../../shared/routes.ts';

const uiDir = path.join(import.meta.dirname, '..', 'ui');
const UI_FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};
// Mail HTML is shown in a sandboxed srcdoc frame, which inherits this policy: no scripts from mail, its styles allowed.
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: http: https:; font-src 'self' data: http: https:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const pagingQuery = z.object({ start: z.string().optional(), limit: z.string().optional(), query: z.string().optional() });
const deleteBody = z.object({ IDs: z.array(z.string()).optional() }).passthrough();
const readStatusBody = z
  .object({ Read: z.boolean().optional(), IDs: z.array(z.string()).optional(), Search: z.string().optional() })
  .passthrough();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const formatAddress = (address: MailAddress | null) =>
  address ? (address.Name ? `${address.Name} <${address.Address}>` : address.Address) : '';
const pageDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });

function renderPage(template: string, messages: MessageSummary[]): string {
  const items = messages.map((message) => {
    const subject = message.Subject || '(bez tematu)';
    const label = `${message.Read ? '' : 'Nieprzeczytana. '}${subject}, od ${formatAddress(message.From)}`;
    return (
      `<li tabindex="0" data-id="${escapeHtml(message.ID)}" class="${message.Read ? '' : 'unread'}" aria-label="${escapeHtml(label)}">` +
      `<span class="row"><span>Od: ${escapeHtml(formatAddress(message.From))} → ${escapeHtml(message.To.map(formatAddress).join(', '))}</span>` +
      `<time datetime="${escapeHtml(message.Created)}">${escapeHtml(pageDate.format(new Date(message.Created)))} UTC</time></span>` +
      `<span class="subject">${message.Read ? '' : '● '}${escapeHtml(subject)}</span>` +
      `<span class="snippet">${escapeHtml(message.Snippet)}</span></li>`
    );
  });
  // A replacer function, so `$&` in a subject is not read as a replacement pattern.
  return template
    .replace('<!--lista-->', () => items.join(''))
    .replace('id="pusto" class="empty" hidden', messages.length ? 'id="pusto" class="empty" hidden' : 'id="pusto" class="empty"');
}

/** An error answer as Mailpit sends it: plain text. */
export function refuse(reply: FastifyReply, error: ErrorAnswer): FastifyReply {
  return reply.code(error.status).type('text/plain').send(error.message);
}

/** Mailpit reads start/limit with strconv.Atoi and falls back to 0 and 50 for anything else. */
function paging(request: FastifyRequest): { start: number; limit: number; query: string | undefined } {
  const parsed = pagingQuery.safeParse(request.query);
  const value = parsed.success ? parsed.data : {};
  const integer = (text: string | undefined, fallback: number) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : fallback);
  const limit = integer(value.limit, 50);
  return { start: integer(value.start, 0), limit: limit === 0 ? 50 : limit, query: value.query };
}

function summaries(store: MailStore, page: Page, start: number) {
  const stats = store.stats();
  return {
    total: stats.total,
    unread: stats.unread,
    count: page.messages.length,
    messages_count: page.matched,
    messages_unread: page.unread,
    start,
    tags: stats.tags,
    messages: page.messages.map((message): MessageSummary => message.summary),
  };
}

/** What mail's handlers get besides the request: the store and the service log. */
export interface MailHttpContext {
  store: MailStore;
  log: Logger;
}

export type MailHandler = (ctx: MailHttpContext, request: FastifyRequest, reply: FastifyReply) => unknown;

/** One file of the page (`/`, `/app.js`, `/app.css`); the page arrives with the newest messages already listed. */
export function uiFile(route: string): MailHandler {
  const { file, type } = UI_FILES[route]!;
  const contents = fs.readFileSync(path.join(uiDir, file), 'utf8');
  return ({ store }, _request, reply) => {
    // Listed by the server, so the page is useful before (or without) its script.
    const body =
      route === '/'
        ? renderPage(
            contents,
            store.list(0, 200).messages.map((message) => message.summary),
          )
        : contents;
    return reply.type(type).header('cache-control', 'no-cache').header('content-security-policy', PAGE_POLICY).send(body);
  };
}

export const alive: MailHandler = (_ctx, _request, reply) => reply.type('text/plain').send('ok');

export const listMessages: MailHandler = ({ store }, request, reply) => {
  const { start, limit } = paging(request);
  const page = store.list(start, limit);
  return reply.send(summaries(store, page, start));
};

export const setReadStatus: MailHandler = async ({ store }, request, reply) => {
  const body = readStatusBody.safeParse(request.body);
  if (!body.success || 'invalid' in body.data)
    return refuse(reply, badRequest('Nieprawidłowe ciało żądania (oczekiwano JSON {Read, IDs, Search})'));
  const { Read = false, IDs = [], Search = '' } = body.data;
  if (IDs.length > 0 && Search !== '') return refuse(reply, badRequest('You may specify either IDs or a search query, not both'));
  const ids = Search !== '' ? store.matching(Search).map((m) => m.summary.ID) : IDs.length > 0 ? IDs : store.allIds();
  await store.setRead(ids, Read);
  return reply.type('text/plain').send('ok');
};

export const deleteMessages: MailHandler = async ({ store, log }, request, reply) => {
  const body = deleteBody.safeParse(request.body);
  // As in Mailpit, a missing or undecodable body, or no IDs, deletes everything.
  const ids = body.success && body.data.IDs && body.data.IDs.length > 0 ? body.data.IDs : undefined;
  const deleted = await store.remove(ids ?? store.allIds());
  log.info('deleted messages', { count: deleted, all: ids === undefined });
  return reply.type('text/plain').send('ok');
};

/** The stored message the `:id` of the path names (`latest` or a message ID), if any. */
function messageOf(store: MailStore, request: FastifyRequest) {
  const id = (request.params as { id?: string }).id ?? '';
  return id === 'latest' || MESSAGE_ID_PATTERN.test(id) ? store.get(id) : undefined;
}

/** Its source as received, if the message exists. */
async function rawOf(store: MailStore, request: FastifyRequest) {
  const stored = messageOf(store, request);
  const raw = stored && (await store.raw(stored.summary.ID));
  return raw ? { stored, raw } : undefined;
}

export const getMessage: MailHandler = async ({ store }, request, reply) => {
  const stored = messageOf(store, request);
  if (!stored) return refuse(reply, NOT_FOUND);
  await store.setRead([stored.summary.ID], true);
  return reply.send(store.detail(stored));
};

export const getHeaders: MailHandler = async ({ store }, request, reply) => {
  const found = await rawOf(store, request);
  if (!found) return refuse(reply, NOT_FOUND);
  return reply.send(rawHeaders(found.raw));
};

export const getRaw: MailHandler = async ({ store }, request, reply) => {
  const found = await rawOf(store, request);
  if (!found) return refuse(reply, NOT_FOUND);
  if ((request.query as { dl?: string }).dl === '1')
    reply.header('content-disposition', `attachment; filename="${found.stored.summary.ID}.eml"`);
  return reply.type('text/plain; charset=utf-8').send(found.raw);
};

export const getPart: MailHandler = async ({ store }, request, reply) => {
  const partId = (request.params as { partId?: string }).partId ?? '';
  const found = /^[0-9.]{1,32}$/.test(partId) ? await rawOf(store, request) : undefined;
  const part = found && (await attachmentPart(found.raw, partId));
  if (!part) return refuse(reply, NOT_FOUND);
  // Header values must be ASCII: a plain fallback name plus the exact one in RFC 5987 form.
  const fileName = part.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(part.contentType)
    .header('content-disposition', `filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(part.fileName)}`)
    .send(part.content);
};

export const search: MailHandler = ({ store }, request, reply) => {
  const { start, limit, query } = paging(request);
  if (!query?.trim()) return refuse(reply, badRequest('Error: no search query'));
  const page = store.list(start, limit, query.trim());
  return reply.send(summaries(store, page, start));
};

export const deleteSearch: MailHandler = async ({ store, log }, request, reply) => {
  const { query } = paging(request);
  if (!query?.trim()) return refuse(reply, badRequest('Error: no search query'));
  const deleted = await store.remove(store.matching(query.trim()).map((message) => message.summary.ID));
  log.info('deleted messages by search', { count: deleted });
  return reply.type('text/plain').send('ok');
};
