/**
 * The request target of an HTTP request to the site's server as a URL, or undefined when it is no origin-form path
 * (`*`, an absolute URL) or cannot be parsed. A target starting with `//` stays a path on this server, never another
 * host.
 */
export function parseRequestTarget(target = '/'): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://site${target}`);
  } catch {
    return undefined;
  }
}
