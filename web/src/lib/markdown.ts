import { use, useMemo } from 'react';
import { prerenderedMarkdown } from './prerendered-markdown';

type Renderer = typeof import('./markdown-renderer');
/** A promise as React's use() reads it: once settled it carries its value, so a later render does not suspend. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let renderer: Tracked<Renderer> | undefined;

/**
 * marked and DOMPurify (lib/markdown-renderer.ts, a chunk of their own), loaded once. A prerendered page's takeover
 * does not need them (its markdown blocks are reused), and evaluating them cost 20–40 ms of one task there; main.tsx
 * starts loading them with every other navigation, so a page that converts markdown rarely waits for them.
 */
export function loadMarkdownRenderer(): Promise<Renderer> {
  if (!renderer) {
    const loading: Tracked<Renderer> = import('./markdown-renderer');
    void loading.then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
    });
    renderer = loading;
  }
  return renderer;
}

/**
 * Markdown from the database as sanitised HTML, safe for dangerouslySetInnerHTML: the prerendered page's own HTML
 * for the same markdown, else marked + DOMPurify (the component suspends while their chunk loads).
 */
export function useMarkdown(markdown: string): string {
  const shown = prerenderedMarkdown(markdown);
  const loaded = shown === undefined ? use(loadMarkdownRenderer()) : undefined;
  return useMemo(() => shown ?? loaded!.renderMarkdown(markdown), [markdown, shown, loaded]);
}
