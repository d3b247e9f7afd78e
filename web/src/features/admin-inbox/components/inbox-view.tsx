import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { downloadText } from '../../../lib/download';
import { AdminPager } from '../../../components/admin/admin-pager';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { fetchAllInboxEntries, setInboxStatus, watchInbox, type InboxPage } from '../api';
import {
  csvFileName,
  entriesCount,
  entrySender,
  entrySubject,
  inboxCsv,
  kindLabels,
  statusActions,
  statusFilterLabels,
  statusLabels,
  surveyAnswerLines,
  type InboxEntry,
  type SurveyQuestionInfo,
} from '../inbox';
import { INBOX_PAGE_SIZE, inboxKinds, type InboxSearch, type InboxStatus, type InboxStatusFilter } from '../inbox-search';
import { useLiveList } from '../../../components/admin/use-live-list';
import { StatusFilterNav } from '../../../components/admin/status-filter-nav';
import '../admin-inbox.css';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });
const statusFilters: InboxStatusFilter[] = ['new', 'handled', 'archived', 'all'];

type InboxViewProps = {
  page: InboxPage;
  entry: InboxEntry | null;
  questions: SurveyQuestionInfo[];
  filter: InboxStatusFilter;
  search: InboxSearch;
  onSearch: (search: InboxSearch) => void;
  /** Reloads the page's data (after a change here or a live change elsewhere). */
  onRefresh: () => Promise<void>;
};

const excerpt = (text: string | null, length = 160) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

export function InboxView({ page, entry, questions, filter, search, onSearch, onRefresh }: InboxViewProps) {
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  // New entries and other admins' changes arrive live.
  const { fresh, announcement } = useLiveList(
    (onChange) =>
      watchInbox((change) =>
        onChange(change.type === 'INSERT' && change.id ? { inserted: { id: change.id, announcement: 'Nowe zgłoszenie w skrzynce.' } } : {}),
      ),
    onRefresh,
  );
  const detailHeading = useRef<HTMLHeadingElement>(null);

  // Opening an entry moves focus to it, so keyboard and screen reader users land where the content changed.
  const entryId = entry?.id;
  useEffect(() => {
    if (entryId) detailHeading.current?.focus();
  }, [entryId]);

  const currentPage = search.strona ?? 1;
  const pages = Math.max(1, Math.ceil(page.total / INBOX_PAGE_SIZE));

  const changeStatus = async (target: InboxEntry, to: InboxStatus) => {
    setBusy(true);
    setStatus({ kind: 'saving', message: 'Zapisujemy status…' });
    const problem = await setInboxStatus(target, to);
    setBusy(false);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'success', message: `Zgłoszenie ma teraz status „${statusLabels[to]}”.` });
    await onRefresh();
  };

  // The entry's status changes as buttons: all of them in the detail, the first one in the list (naming the entry,
  // since the list shows many).
  const statusButtons = (target: InboxEntry, limit?: number) =>
    statusActions(target.status)
      .slice(0, limit)
      .map((action) => (
        <button
          key={action.to}
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void changeStatus(target, action.to)}
        >
          {action.label}
          {limit ? (
            <span className="visually-hidden">
              : {entrySubject(target)} — {entrySender(target)}
            </span>
          ) : null}
        </button>
      ));

  const exportCsv = async () => {
    setExporting(true);
    setStatus({ kind: 'saving', message: 'Przygotowujemy plik CSV…' });
    try {
      const entries = await fetchAllInboxEntries(filter, search.typ);
      downloadText(inboxCsv(entries, questions), csvFileName(filter, search.typ));
      setStatus({ kind: 'success', message: `Pobrano plik CSV: ${entriesCount(entries.length)}.` });
    } catch {
      setStatus({ kind: 'error', message: 'Nie udało się przygotować pliku CSV. Sprawdź połączenie i spróbuj ponownie.' });
    } finally {
      setExporting(false);
    }
  };

  const withoutDetail = { ...search, wpis: undefined };

  return (
    <div className="inbox">
      <StatusFilterNav
        className="inbox__filters"
        filters={statusFilters}
        current={filter}
        link={(option) => ({ to: '/admin/zapytania', search: { typ: search.typ, status: option === 'new' ? undefined : option } })}
        label={(option) => (
          <>
            {statusFilterLabels[option]}
            {option === 'new' && page.newCount > 0 ? <span className="inbox__count"> ({page.newCount})</span> : null}
          </>
        )}
      />
      <nav aria-label="Filtr typu" className="inbox__filters">
        <Link
          to="/admin/zapytania"
          search={{ status: search.status }}
          className="chip"
          activeOptions={{ exact: true }}
          aria-current={search.typ ? undefined : 'page'}
        >
          Wszystkie typy
        </Link>
        {inboxKinds.map((kind) => (
          <Link
            key={kind}
            to="/admin/zapytania"
            search={{ status: search.status, typ: kind }}
            className="chip"
            activeOptions={{ exact: true }}
            aria-current={kind === search.typ ? 'page' : undefined}
          >
            {kindLabels[kind]}
          </Link>
        ))}
      </nav>

      <div className="inbox__toolbar">
        <p role="status" aria-live="polite" data-testid="inbox-summary">
          {statusFilterLabels[filter]}
          {search.typ ? ` · ${kindLabels[search.typ]}` : ''}: {page.total}. Strona {Math.min(currentPage, pages)} z {pages}.
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={exporting || page.total === 0}
          onClick={() => void exportCsv()}
        >
          Pobierz CSV
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <SaveStatus status={status} testId="inbox-status" />

      {entry && (
        <section className="inbox__detail" aria-labelledby="inbox-detail-heading" data-testid="inbox-detail">
          <h2 id="inbox-detail-heading" ref={detailHeading} tabIndex={-1}>
            {kindLabels[entry.kind]}: {entrySubject(entry)}
          </h2>
          <p className="inbox__meta">
            <span className={`inbox-status inbox-status--${entry.status}`}>{statusLabels[entry.status]}</span> · wysłane{' '}
            {dateFormat.format(new Date(entry.createdAt))}
            {entry.statusChangedAt ? ` · status zmieniony ${dateFormat.format(new Date(entry.statusChangedAt))}` : ''}
          </p>
          <dl className="inbox__fields">
            {entry.kind !== 'survey' && (
              <>
                <dt>Od</dt>
                <dd>
                  {entry.name ?? '—'}
                  {entry.email && (
                    <>
                      {' '}
                      &lt;<a href={`mailto:${entry.email}`}>{entry.email}</a>&gt;
                    </>
                  )}
                </dd>
              </>
            )}
            {entry.company && (
              <>
                <dt>Firma</dt>
                <dd>{entry.company}</dd>
              </>
            )}
            {entry.participants !== null && (
              <>
                <dt>Liczba uczestników</dt>
                <dd>{entry.participants}</dd>
              </>
            )}
            {entry.message && (
              <>
                <dt>Wiadomość</dt>
                <dd className="inbox__message">{entry.message}</dd>
              </>
            )}
            {surveyAnswerLines(entry.answers, questions).map((line) => (
              <div key={line.question} className="inbox__answer">
                <dt>{line.question}</dt>
                <dd>{line.answer || '—'}</dd>
              </div>
            ))}
          </dl>
          <div className="inbox__actions">
            {entry.email && (
              <a
                className="button button--small"
                href={`mailto:${entry.email}?subject=${encodeURIComponent(`Re: ${entrySubject(entry)}`)}`}
              >
                Odpowiedz e-mailem
              </a>
            )}
            {statusButtons(entry)}
            <Link to="/admin/zapytania" search={withoutDetail} className="inbox__close">
              Zamknij szczegóły
            </Link>
          </div>
        </section>
      )}
      {search.wpis && !entry && (
        <p className="empty-state" role="alert">
          Nie ma takiego zgłoszenia — mogło zostać usunięte.{' '}
          <Link to="/admin/zapytania" search={withoutDetail}>
            Wróć do listy
          </Link>
          .
        </p>
      )}

      {page.entries.length === 0 ? (
        <div className="empty-state">
          <p>{filter === 'new' ? 'Nie ma nowych zgłoszeń — wszystko obsłużone.' : 'Brak zgłoszeń o tym statusie.'}</p>
        </div>
      ) : (
        <ul className="inbox__list" data-testid="inbox-list">
          {page.entries.map((item) => (
            <li
              key={item.id}
              className={`admin-item inbox__item${fresh.has(item.id) ? ' admin-item--new inbox__item--new' : ''}${item.id === entry?.id ? ' inbox__item--open' : ''}`}
              data-testid="inbox-item"
              data-entry-id={item.id}
            >
              <p className="inbox__meta">
                <span className="inbox-kind">{kindLabels[item.kind]}</span> ·{' '}
                <span className={`inbox-status inbox-status--${item.status}`}>{statusLabels[item.status]}</span> ·{' '}
                {dateFormat.format(new Date(item.createdAt))}
                {fresh.has(item.id) && <span className="visually-hidden"> (właśnie przyszło)</span>}
              </p>
              <p className="inbox__subject">
                <Link to="/admin/zapytania" search={{ ...search, wpis: item.id }} aria-current={item.id === entry?.id ? 'true' : undefined}>
                  {entrySubject(item)} — {entrySender(item)}
                </Link>
              </p>
              {item.message && <p className="inbox__excerpt">{excerpt(item.message)}</p>}
              <div className="inbox__actions">{statusButtons(item, 1)}</div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <AdminPager
          page={currentPage}
          pages={pages}
          label="Strony skrzynki"
          onPage={(next) => onSearch({ ...withoutDetail, strona: next > 1 ? next : undefined })}
        />
      )}
    </div>
  );
}
