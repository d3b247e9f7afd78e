import { useMarkdown } from '../lib/markdown';

type PageIntroProps = {
  markdown: string;
};

/** The editable introduction of a section page, below its heading. */
export function PageIntro({ markdown }: PageIntroProps) {
  const html = useMarkdown(markdown);
  // Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown.
  return <div className="page-intro prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
