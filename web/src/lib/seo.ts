import { useEffect } from 'react';

export const siteName = 'Obrazy AI';
const defaultTitle = `${siteName} — poradniki o generowaniu obrazów ze sztuczną inteligencją`;

/** Sets the tab title for the current page; without a title, restores the site default. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${siteName}` : defaultTitle;
  }, [pageTitle]);
}
