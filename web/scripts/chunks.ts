/**
 * React DOM's chunk (vite.config.ts makes it one, with its scheduler): a prerendered page evaluates it a task before
 * the app's entry (prerender.ts, paintFirst). Its files are named `<name>-<hash>.js`.
 */
export const reactDomChunk = 'react-dom';

/** The file of React DOM's chunk among a page's module chunks (`/assets/react-dom-<hash>.js`), if it is there. */
export function reactDomChunkFile(hrefs: readonly string[]): string | undefined {
  return hrefs.find((href) => new RegExp(`^/assets/${reactDomChunk}-[\\w-]+\\.js$`).test(href));
}
