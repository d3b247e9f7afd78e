import { createIsbotFromList, list } from 'isbot';

/**
 * Crawlers, link previews and audits, by isbot's maintained list (Googlebot, Bingbot, facebookexternalhit,
 * Chrome-Lighthouse, …). Headless Chrome is left out: the site's own prerenderer and its browser tests run it and
 * must see the site as people do; Lighthouse names itself anyway.
 */
const crawlerTest = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

export function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && crawlerTest(userAgent);
}

/** The current browser is a crawler (never during prerendering or in tests, see above). */
export function visitorIsCrawler(): boolean {
  return typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
}
