import { useEffect } from 'react';

export const siteName = 'Obrazy AI';
const defaultTitle = `${siteName} — poradniki o generowaniu obrazów ze sztuczną inteligencją`;
const defaultDescription =
  'Praktyczne artykuły po polsku o generowaniu obrazów z AI: Midjourney, DALL·E i GPT Image, Adobe Firefly, Flux, Ideogram i Stable Diffusion — prompty, parametry, licencje i prawo autorskie.';

/** Sets the tab title for the current page; without a title, restores the site default. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${siteName}` : defaultTitle;
  }, [pageTitle]);
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Title, description, canonical URL and Open Graph tags of the current page. */
export function usePageMeta(pageTitle?: string, description?: string): void {
  useDocumentTitle(pageTitle);
  useEffect(() => {
    const text = description ?? defaultDescription;
    const meta = (name: string, key: 'name' | 'property') => () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    };
    setMeta('meta[name="description"]', meta('description', 'name'), 'content', text);
    setMeta('meta[property="og:title"]', meta('og:title', 'property'), 'content', pageTitle ?? siteName);
    setMeta('meta[property="og:description"]', meta('og:description', 'property'), 'content', text);
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setMeta('meta[property="og:url"]', meta('og:url', 'property'), 'content', canonical);
    setMeta(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      canonical,
    );
  }, [pageTitle, description]);
}
