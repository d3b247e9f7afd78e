import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A web-view layout of an issue (layouts/newsletter*-layout.tsx), handed in by the route: features know no layouts. */
export type IssueReadingLayout = ComponentType<{ subject: string; date: string | null; children: ReactNode }>;

type IssuePreviewProps = {
  Layout: IssueReadingLayout;
  subject: string;
  /** Sanitised HTML of the body. */
  bodyHtml: string;
  /** Accessible name of the frame. */
  title: string;
  date: string | null;
};

/** The site's stylesheets, so the frame looks like the web view (links in production, style tags in dev). */
function frameDocument(): string {
  const styles = [...document.querySelectorAll('link[rel="stylesheet"], style')].map((node) => node.outerHTML).join('\n');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8">${styles}</head><body></body></html>`;
}

/**
 * An issue in one of the web-view layouts, rendered by the layout components themselves into an isolated frame:
 * the layouts bring their own <main> and <h1>, which must not land inside the admin page, and the frame is
 * sandboxed without scripts.
 */
export function IssuePreview({ Layout, subject, bodyHtml, title, date }: IssuePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const srcDoc = useMemo(frameDocument, []);
  return (
    <>
      <iframe
        ref={frame}
        className="admin-newsletter__preview-frame"
        title={title}
        srcDoc={srcDoc}
        sandbox="allow-same-origin"
        onLoad={() => setBody(frame.current?.contentDocument?.body ?? null)}
      />
      {body
        ? createPortal(
            <Layout subject={subject || 'Temat wydania'} date={date}>
              <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            </Layout>,
            body,
          )
        : null}
    </>
  );
}
