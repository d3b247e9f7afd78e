import { useId, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

/** A tool's section in the site's .explorer panel, named by its <h2>. */
export function ExplorerSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="explorer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="explorer__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type CopyableCodeProps = {
  code: string;
  /** The copy button's label. */
  copyLabel: string;
  testId: string;
  /** A visible name for the code block. */
  caption?: string;
};

/** Generated code (a prompt, CSS, a palette) as a preformatted block with a copy button. */
export function CopyableCode({ code, copyLabel, testId, caption }: CopyableCodeProps) {
  const id = useId();
  return (
    <div className="explorer__prompt">
      {caption ? (
        <p className="field-label" id={`${id}-caption`}>
          {caption}
        </p>
      ) : null}
      <pre aria-labelledby={caption ? `${id}-caption` : undefined}>
        <code data-testid={testId}>{code}</code>
      </pre>
      <CopyButton text={code} label={copyLabel} />
    </div>
  );
}
