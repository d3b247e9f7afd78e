import type { RefObject } from 'react';
import '../admin-pages.css';

type UploadProgressProps = {
  percent: number;
  /** The progress bar's accessible name, e.g. „Wysyłanie okładki”. */
  label: string;
  /** Aborts the running upload ("Przerwij"). */
  abortRef: RefObject<AbortController | null>;
  className?: string;
  testId?: string;
};

/** An upload's problem, as an alert; nothing without one. */
export function UploadProblem({ message }: { message: string | null }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A running upload: its progress bar, the percentage, and a button that stops it. */
export function UploadProgress({ percent, label, abortRef, className, testId }: UploadProgressProps) {
  return (
    <div className={className ? `upload-progress ${className}` : 'upload-progress'}>
      <progress max={100} value={percent} aria-label={label} data-testid={testId} />
      <span>{percent}%</span>
      <button type="button" className="button button--secondary button--small" onClick={() => abortRef.current?.abort()}>
        Przerwij
      </button>
    </div>
  );
}
