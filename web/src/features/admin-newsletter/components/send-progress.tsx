import { progressPercent, type SendProgress } from '../sending';

type SendProgressBarProps = {
  progress: SendProgress;
  label: string;
};

/** The live progress of a send: a labelled progress bar and the counts. */
export function SendProgressBar({ progress, label }: SendProgressBarProps) {
  const percent = progressPercent(progress);
  return (
    <div className="admin-newsletter__progress">
      <div
        className="admin-newsletter__progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — wysłano ${progress.sent} z ${progress.total}`}
        data-testid="send-progress"
      >
        <div className="admin-newsletter__progress-fill" style={{ width: `${percent}%` }} />
      </div>
      {/* Not a live region: a large send updates it several times a second; the outcome is announced instead. */}
      <p className="admin-newsletter__progress-text">
        <strong>{percent}%</strong> · wysłano {progress.sent} z {progress.total}
        {progress.failed ? ` · nieudane: ${progress.failed}` : ''}
        {progress.skipped ? ` · pominięte: ${progress.skipped}` : ''}
        {progress.status === 'sent' ? ' · zakończono' : ''}
      </p>
    </div>
  );
}
