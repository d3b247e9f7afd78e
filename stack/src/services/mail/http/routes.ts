import { route, type Route } from '../../../shared/routes.ts';
import * as handlers from './handlers.ts';

/**
 * The part of Mailpit's API v1 (https://mailpit.axllent.org/docs/api-v1/) that test suites use, with Mailpit's
 * paths, field names, status codes and plain-text errors, so a client written against one works with the other; and
 * the inbox page for people (Polish).
 */
export const ROUTES: readonly Route<handlers.MailHandler>[] = [
  route('GET', '/api/v1/messages', handlers.listMessages), // ?start=&limit=, newest first
  route('PUT', '/api/v1/messages', handlers.setReadStatus), // {Read, IDs | Search}
  route('DELETE', '/api/v1/messages', handlers.deleteMessages), // {IDs}; no IDs → delete all
  route('GET', '/api/v1/message/:id', handlers.getMessage), // marks it read; ID may be `latest`
  route('GET', '/api/v1/message/:id/headers', handlers.getHeaders), // keys canonical and sorted
  route('GET', '/api/v1/message/:id/raw', handlers.getRaw), // source as received (`?dl=1` to download)
  route('GET', '/api/v1/message/:id/part/:partId', handlers.getPart), // one attachment
  route('GET', '/api/v1/search', handlers.search), // ?query=&start=&limit= (to:, from:, subject:, words…)
  route('DELETE', '/api/v1/search', handlers.deleteSearch), // ?query=
  route('GET', '/livez', handlers.alive),
  route('GET', '/readyz', handlers.alive),
  route('GET', '/', handlers.uiFile('/')),
  route('GET', '/app.js', handlers.uiFile('/app.js')),
  route('GET', '/app.css', handlers.uiFile('/app.css')),
];
