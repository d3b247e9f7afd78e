import type { IssueRow } from '../api';
import { AdminTable } from '../../../components/admin/admin-table';
import { issueStatusLabel } from '../sending';

type SendingHistoryProps = {
  issues: IssueRow[];
  webViewUrls: Record<string, string>;
  selectedId: string | undefined;
  onSelect: (issueId: string) => void;
  /** Continues an interrupted send (this tab calls newsletter-send until nothing remains). */
  onResume: (issueId: string) => void;
  /** Issues this tab is sending right now: no resume button for them. */
  sendingHere: (issueId: string) => boolean;
};

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

/** Every issue whose sending started: status, counts, dates, its web view; an unfinished one can be resumed. */
export function SendingHistory({ issues, webViewUrls, selectedId, onSelect, onResume, sendingHere }: SendingHistoryProps) {
  const sent = issues.filter((issue) => issue.status !== 'draft');
  return (
    <section className="admin-newsletter__history" aria-labelledby="historia-naglowek">
      <h2 id="historia-naglowek">Historia wysyłek</h2>
      {sent.length === 0 ? (
        <p>Nie wysłano jeszcze żadnego wydania.</p>
      ) : (
        <AdminTable
          className="admin-newsletter__table"
          caption="Wysłane wydania, najnowsze najpierw"
          columns={
            <>
              <th scope="col">Temat</th>
              <th scope="col">Status</th>
              <th scope="col">Wysłane</th>
              <th scope="col">Nieudane</th>
              <th scope="col">Rozpoczęto</th>
              <th scope="col">Zakończono</th>
              <th scope="col">Wersja w przeglądarce</th>
            </>
          }
        >
          {sent.map((issue) => (
            <tr key={issue.id} aria-current={issue.id === selectedId ? 'true' : undefined}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onSelect(issue.id)}>
                  {issue.subject}
                </button>
              </th>
              <td>
                {issueStatusLabel(issue.status)}
                {issue.status === 'sending' && !sendingHere(issue.id) ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-label={`Wznów wysyłkę: ${issue.subject}`}
                      onClick={() => onResume(issue.id)}
                    >
                      Wznów wysyłkę
                    </button>
                  </>
                ) : null}
              </td>
              <td>
                {issue.sent_count} z {issue.total_count}
              </td>
              <td>{issue.failed_count}</td>
              <td>{formatDate(issue.send_started_at)}</td>
              <td>{formatDate(issue.sent_at)}</td>
              <td>
                {webViewUrls[issue.id] ? (
                  <a
                    href={webViewUrls[issue.id]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Otwórz w przeglądarce: ${issue.subject}`}
                  >
                    Otwórz
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
