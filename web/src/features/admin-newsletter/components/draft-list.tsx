import type { IssueRow } from '../api';
import { scheduleState } from '../schedule';

const scheduledDate = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });

/** The drafts to pick from (a scheduled one says when it goes out), and a new issue. */
export function DraftList({
  drafts,
  selectedId,
  onSelect,
}: {
  drafts: IssueRow[];
  selectedId: string | undefined;
  onSelect: (issueId: string | undefined) => void;
}) {
  return (
    <nav className="admin-newsletter__drafts" aria-label="Szkice wydań">
      <h2 className="admin-newsletter__subheading">Szkice</h2>
      <ul>
        <li>
          <button type="button" className="link-button" aria-current={!selectedId ? 'page' : undefined} onClick={() => onSelect(undefined)}>
            + Nowe wydanie
          </button>
        </li>
        {drafts.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              className="link-button"
              aria-current={candidate.id === selectedId ? 'page' : undefined}
              onClick={() => onSelect(candidate.id)}
            >
              {candidate.subject}
            </button>
            {scheduleState(candidate, new Date()).kind === 'scheduled' && candidate.scheduled_at ? (
              <span className="field-hint"> (zaplanowany na {scheduledDate.format(new Date(candidate.scheduled_at))})</span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
