import { useMemo } from 'react';
import { issuePreviewHtml } from '../preview';
import { ISSUE_LAYOUTS, LAYOUT_LABELS, type IssueLayout } from '../sending';
import { IssuePreview, type IssueReadingLayout } from './issue-preview';

const longDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long' });

/** The issue as the web view shows it, in every layout side by side; the chosen one is named. */
export function IssuePreviews({
  issueLayouts,
  subject,
  bodyMd,
  chosen,
}: {
  issueLayouts: Record<IssueLayout, IssueReadingLayout>;
  subject: string;
  bodyMd: string;
  chosen: IssueLayout;
}) {
  const previewHtml = useMemo(() => issuePreviewHtml(bodyMd), [bodyMd]);
  const today = longDate.format(new Date());
  return (
    <section className="admin-newsletter__previews" aria-labelledby="podglad-naglowek">
      <h2 id="podglad-naglowek">Podgląd</h2>
      <p className="field-hint">Tak wydanie wygląda w przeglądarce w obu układach; wybrany: {LAYOUT_LABELS[chosen]}.</p>
      <div className="admin-newsletter__preview-grid">
        {ISSUE_LAYOUTS.map((layout) => (
          <figure key={layout} className="admin-newsletter__preview">
            <figcaption>{LAYOUT_LABELS[layout]}</figcaption>
            <IssuePreview
              Layout={issueLayouts[layout]}
              subject={subject}
              bodyHtml={previewHtml}
              date={today}
              title={`Podgląd w układzie ${LAYOUT_LABELS[layout]}`}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
