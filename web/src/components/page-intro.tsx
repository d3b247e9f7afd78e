import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';

type PageIntroProps = {
  markdown: string;
};

/** The editable introduction of a section page, below its heading. */
export function PageIntro({ markdown }: PageIntroProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // Markdown comes from our own database and is sanitised by DOMPurify in renderMarkdown.
  return <div className="page-intro prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
