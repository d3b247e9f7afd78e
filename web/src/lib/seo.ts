import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export const siteName = 'Obrazy AI';
export const defaultTitle = `${siteName} — poradniki o generowaniu obrazów ze sztuczną inteligencją`;
export const defaultDescription =
  'Praktyczne artykuły po polsku o generowaniu obrazów z AI: Midjourney, DALL·E i GPT Image, Adobe Firefly, Flux, Ideogram i Stable Diffusion — prompty, parametry, licencje i prawo autorskie.';

/**
 * The public address of the site (VITE_SITE_URL at build time, e.g. https://obrazy-ai.pl), so canonical and
 * Open Graph URLs name the real site even in pages prerendered on a build machine; else the current origin.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The canonical URL of a path: the site's origin, no trailing slash (except the home page), no query. */
export function canonicalUrl(pathname: string, origin = siteOrigin()): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}

/** The tab title of a page; without a page title, the site default. */
export function pageTitleText(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} — ${siteName}` : defaultTitle;
}

export type PageMetaOptions = {
  /** Open Graph type: "article" for articles, else "website". */
  type?: 'website' | 'article';
  /** Pages that must not be indexed (404, token pages). */
  noindex?: boolean;
  /** The picture link previews show (og:image, summary_large_image); absolute URL, ideally 1200×630. */
  image?: { url: string; alt: string; width?: number; height?: number };
};

function upsertMeta(key: 'name' | 'property', name: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, name);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Title, description, canonical URL, robots and Open Graph tags of the current page. */
export function usePageMeta(pageTitle?: string, description?: string, options: PageMetaOptions = {}): void {
  const { type = 'website', noindex = false, image } = options;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const title = pageTitleText(pageTitle);
    const text = description?.trim() || defaultDescription;
    const url = canonicalUrl(pathname);
    document.title = title;
    upsertMeta('name', 'description', text);
    upsertMeta('name', 'robots', noindex ? 'noindex' : null);
    upsertMeta('property', 'og:title', pageTitle ?? siteName);
    upsertMeta('property', 'og:description', text);
    upsertMeta('property', 'og:type', type);
    upsertMeta('property', 'og:url', url);
    upsertCanonical(url);
    upsertMeta('property', 'og:image', image?.url ?? null);
    upsertMeta('property', 'og:image:alt', image ? image.alt : null);
    upsertMeta('property', 'og:image:width', image?.width ? String(image.width) : null);
    upsertMeta('property', 'og:image:height', image?.height ? String(image.height) : null);
    upsertMeta('name', 'twitter:card', image ? 'summary_large_image' : null);
  }, [pageTitle, description, type, noindex, pathname, image?.url, image?.alt, image?.width, image?.height]);
}

/** The page's title with the default description and the canonical URL of the current path. */
export function useDocumentTitle(pageTitle?: string): void {
  usePageMeta(pageTitle);
}

/** The site as a publisher, for structured data (schema.org Organization). */
export function siteOrganization(origin = siteOrigin()): Record<string, unknown> {
  return { '@type': 'Organization', name: siteName, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/**
 * Structured data of the page (JSON-LD, schema.org) in one `<script type="application/ld+json">` per kind, replaced
 * on navigation and removed when the page goes. In the prerendered HTML too, for crawlers.
 */
export function useJsonLd(kind: string, data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify({ '@context': 'https://schema.org', ...data }) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = kind;
    // "<" never appears raw, so the text cannot close the script element.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.querySelector(`script[data-json-ld="${kind}"]`)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [kind, json]);
}
