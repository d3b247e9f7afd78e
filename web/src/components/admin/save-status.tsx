import type { ReactNode } from 'react';
import './admin-shared.css';

/**
 * The outcome of a save or another admin action: nothing, in progress, success, or the exact problem.
 * One live region: success and progress are announced politely, problems as alerts.
 */
export type SaveStatusValue =
  { kind: 'idle' } | { kind: 'saving'; message?: string } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export const idleStatus: SaveStatusValue = { kind: 'idle' };

type SaveStatusProps = {
  status: SaveStatusValue;
  /** Extra controls shown with an error (e.g. "Spróbuj ponownie"). */
  children?: ReactNode;
  className?: string;
  testId?: string;
};

export function SaveStatus({ status, children, className, testId = 'save-status' }: SaveStatusProps) {
  return (
    <div className={['save-status', className].filter(Boolean).join(' ')} data-testid={testId}>
      {/* The polite region always exists, so screen readers pick up changes to it. */}
      <p className="save-status__message" role="status" aria-live="polite">
        {status.kind === 'saving' ? (status.message ?? 'Zapisywanie…') : null}
        {status.kind === 'success' ? <span className="save-status__success">{status.message}</span> : null}
      </p>
      {status.kind === 'error' ? (
        <div className="save-status__error" role="alert">
          <p>{status.message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}
