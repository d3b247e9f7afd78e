/**
 * The parts of Go's net/url that GoTrue's OAuth client validation depends on (url.Parse and url.ParseRequestURI),
 * so a URI GoTrue accepts is accepted here and one it refuses is refused. WHATWG `URL` differs in ways that matter
 * (it repairs `http:/host`, normalises hosts and rejects custom schemes without a host less often), hence this.
 */
export interface GoUrl {
  /** Lower-cased, as Go stores it. */
  scheme: string;
  /** Host with port, as Go's URL.Host. */
  host: string;
  /** As written (Go unescapes it; only whether it is empty matters here). */
  fragment: string;
  rawQuery: string;
}

const HEX = /^[0-9a-fA-F]{2}$/;

/** Go's unescape: every `%` must start a valid escape; in a host only a few ASCII characters are allowed. */
function validEscapes(text: string, host = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '%') {
      if (!HEX.test(text.slice(i + 1, i + 3))) return false;
      i += 2;
    } else if (host && char.charCodeAt(0) < 0x80 && !/[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/.test(char)) {
      return false;
    }
  }
  return true;
}

const validPort = (port: string) => port === '' || /^:\d*$/.test(port);

/** Go's parseHost (with the authority's userinfo already removed); undefined when Go would fail. */
function parseHost(host: string): string | undefined {
  if (host.startsWith('[')) {
    const end = host.lastIndexOf(']');
    if (end < 0 || !validPort(host.slice(end + 1))) return undefined;
  } else {
    const colon = host.lastIndexOf(':');
    if (colon >= 0 && !validPort(host.slice(colon))) return undefined;
  }
  return validEscapes(host, true) ? host : undefined;
}

/** Go's url.parse: undefined where Go answers an error. */
function parse(raw: string, viaRequest: boolean): GoUrl | undefined {
  // ASCII control characters are always an error in Go.
  for (const char of raw) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return undefined;
  if (raw === '' && viaRequest) return undefined;
  let rest = raw;
  let scheme = '';
  const schemeMatch = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(rest);
  if (rest.startsWith(':')) return undefined; // missing protocol scheme
  if (schemeMatch) {
    scheme = schemeMatch[1]!.toLowerCase();
    rest = rest.slice(schemeMatch[0].length);
  }
  const query = rest.indexOf('?');
  const rawQuery = query >= 0 ? rest.slice(query + 1) : '';
  if (query >= 0) rest = rest.slice(0, query);
  if (!rest.startsWith('/')) {
    if (scheme !== '') return { scheme, host: '', fragment: '', rawQuery }; // an opaque URI such as mailto:x
    if (viaRequest) return undefined; // invalid URI for request
    if (rest.split('/')[0]!.includes(':')) return undefined; // first path segment cannot contain a colon
  }
  let host = '';
  if ((scheme !== '' || !viaRequest) && rest.startsWith('//') && !rest.startsWith('///')) {
    const authorityEnd = rest.indexOf('/', 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    rest = authorityEnd < 0 ? '' : rest.slice(authorityEnd);
    const at = authority.lastIndexOf('@');
    if (at >= 0 && !/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(authority.slice(0, at))) return undefined;
    const parsedHost = parseHost(at >= 0 ? authority.slice(at + 1) : authority);
    if (parsedHost === undefined) return undefined;
    host = parsedHost;
  }
  if (!validEscapes(rest)) return undefined;
  return { scheme, host, fragment: '', rawQuery };
}

/** Go's url.Parse: the fragment is split off first and must hold valid escapes. */
export function goParseUrl(raw: string): GoUrl | undefined {
  const hash = raw.indexOf('#');
  const fragment = hash < 0 ? '' : raw.slice(hash + 1);
  const url = parse(hash < 0 ? raw : raw.slice(0, hash), false);
  if (!url || !validEscapes(fragment)) return undefined;
  return { ...url, fragment };
}

/** Go's url.ParseRequestURI: an absolute URI or an absolute path; a `#` is part of the path. */
export function goParseRequestUri(raw: string): GoUrl | undefined {
  return parse(raw, true);
}

/** Go's URL.Hostname(): the host without port and without IPv6 brackets. */
export function goHostname(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end < 0 ? host.slice(1) : host.slice(1, end);
  }
  const colon = host.lastIndexOf(':');
  return colon < 0 ? host : host.slice(0, colon);
}

/** Go's url.QueryEscape: unreserved characters stay, a space becomes "+", everything else is %XX. */
export function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/**
 * Go's `u.Query()`, then `q.Set(...)` for each pair, then `q.Encode()` put back on the URL (keys sorted, as Go does).
 * Pairs Go cannot parse (a ";" or a bad escape) are dropped, as url.ParseQuery drops them.
 */
export function goSetQuery(uri: string, values: Record<string, string>): string {
  const question = uri.indexOf('?');
  const base = question < 0 ? uri : uri.slice(0, question);
  const query = new Map<string, string[]>();
  for (const pair of question < 0 ? [] : uri.slice(question + 1).split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const equals = pair.indexOf('=');
    try {
      const unescape = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
      const key = unescape(equals < 0 ? pair : pair.slice(0, equals));
      const value = unescape(equals < 0 ? '' : pair.slice(equals + 1));
      query.set(key, [...(query.get(key) ?? []), value]);
    } catch {
      // an invalid escape: Go skips the pair
    }
  }
  for (const [key, value] of Object.entries(values)) query.set(key, [value]);
  const encoded = [...query.keys()]
    .sort()
    .flatMap((key) => query.get(key)!.map((value) => `${goQueryEscape(key)}=${goQueryEscape(value)}`))
    .join('&');
  return `${base}?${encoded}`;
}
