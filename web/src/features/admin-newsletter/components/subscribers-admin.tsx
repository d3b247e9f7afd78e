import { useId, useState, type FormEvent } from 'react';
import { downloadText } from '../../../lib/download';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { idleStatus, SaveStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { eraseSubscriber, fetchAllSubscribers, type SubscriberPage } from '../api';
import {
  exportFileName,
  pageCount,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberStatusLabel,
  subscribersCsv,
  type SubscriberRow,
} from '../subscribers';
import { SUBSCRIBER_STATUSES, type SubscriberSearch, type SubscriberStatus } from '../subscriber-search';
import '../admin-newsletter.css';
import { AdminPager } from '../../../components/admin/admin-pager';
import { AdminTable } from '../../../components/admin/admin-table';
import { Field, SelectField } from '../../../components/field';

type SubscribersAdminProps = {
  search: SubscriberSearch;
  page: SubscriberPage;
  counts: Record<SubscriberStatus | 'all', number>;
  /** Moves to other search params (the route keeps them in the URL). */
  onSearch: (search: SubscriberSearch) => void;
  /** Reloads the page's data after a change. */
  onChanged: () => Promise<void>;
};

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

export function SubscribersAdmin({ search, page, counts, onSearch, onChanged }: SubscribersAdminProps) {
  const [query, setQuery] = useState(search.q ?? '');
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [exporting, setExporting] = useState(false);
  const [toErase, setToErase] = useState<SubscriberRow | null>(null);
  const [erasing, setErasing] = useState(false);
  const ids = { status: useId(), query: useId(), summary: useId() };

  const current = search.page ?? 1;
  const pages = pageCount(page.total, SUBSCRIBERS_PAGE_SIZE);
  const filtered = Boolean(search.status || search.q);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ status: search.status, q: query.trim() || undefined });
  };

  const exportCsv = async () => {
    setExporting(true);
    setStatus({ kind: 'saving', message: 'Przygotowuję plik CSV…' });
    try {
      const filter = { status: search.status, q: search.q };
      const rows = await fetchAllSubscribers(filter, (loaded) =>
        setStatus({ kind: 'saving', message: `Przygotowuję plik CSV… (${loaded} wierszy)` }),
      );
      downloadText(subscribersCsv(rows), exportFileName(filter));
      setStatus({
        kind: 'success',
        message: `Wyeksportowano ${rows.length} ${rows.length === 1 ? 'subskrybenta' : 'subskrybentów'} do pliku CSV.`,
      });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  const erase = async () => {
    if (!toErase) return;
    setErasing(true);
    try {
      const erased = await eraseSubscriber(toErase.id);
      setToErase(null);
      setStatus({
        kind: 'success',
        message: `Usunięto ${erased.email} wraz z historią wysyłek (${erased.deliveries}) i tokenami potwierdzeń (${erased.confirmations}).`,
      });
      await onChanged();
    } catch (error) {
      setToErase(null);
      setStatus({ kind: 'error', message: (error as Error).message });
    } finally {
      setErasing(false);
    }
  };

  return (
    <section className="admin-newsletter" aria-labelledby="subskrybenci-naglowek">
      <h1 id="subskrybenci-naglowek">Subskrybenci newslettera</h1>

      <form className="admin-newsletter__filters" role="search" onSubmit={submitSearch}>
        <SelectField
          id={ids.status}
          label="Status"
          value={search.status ?? ''}
          onChange={(event) => onSearch({ q: search.q, status: (event.target.value || undefined) as SubscriberStatus | undefined })}
        >
          <option value="">Wszystkie ({counts.all})</option>
          {SUBSCRIBER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {subscriberStatusLabel(value)} ({counts[value]})
            </option>
          ))}
        </SelectField>
        <Field id={ids.query} label="Szukaj po adresie e-mail" className="admin-newsletter__search">
          <input
            id={ids.query}
            className="text-input"
            type="search"
            value={query}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <div className="admin-newsletter__filter-actions">
          <button type="submit" className="button">
            Szukaj
          </button>
          {filtered ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setQuery('');
                onSearch({});
              }}
            >
              Wyczyść filtry
            </button>
          ) : null}
        </div>
      </form>

      <div className="admin-newsletter__toolbar">
        <p id={ids.summary} className="admin-newsletter__summary" aria-live="polite">
          {page.total === 0 ? 'Brak subskrybentów spełniających warunki.' : `Znaleziono: ${page.total}. Strona ${current} z ${pages}.`}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void exportCsv()}
          disabled={exporting || page.total === 0}
        >
          {exporting ? 'Eksportuję…' : `Eksportuj CSV (${page.total})`}
        </button>
      </div>

      <SaveStatus status={status} testId="subscribers-status" />

      {page.rows.length > 0 ? (
        <AdminTable
          className="admin-newsletter__table"
          describedBy={ids.summary}
          caption="Subskrybenci newslettera, najnowsi najpierw"
          actionsLabel="Działania"
          columns={
            <>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Źródło</th>
              <th scope="col">Zapis</th>
              <th scope="col">Potwierdzenie</th>
            </>
          }
        >
          {page.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="admin-newsletter__email">
                {row.email}
              </th>
              <td>
                <span className={`admin-badge admin-newsletter__badge admin-newsletter__badge--${row.status}`}>
                  {subscriberStatusLabel(row.status)}
                </span>
              </td>
              <td>{row.consent_source}</td>
              <td>{formatDate(row.created_at)}</td>
              <td>{formatDate(row.confirmed_at)}</td>
              <td>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={`Usuń subskrybenta ${row.email} (na jego prośbę)`}
                  onClick={() => setToErase(row)}
                >
                  Usuń
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}

      {pages > 1 ? (
        <AdminPager
          page={current}
          pages={pages}
          label="Strony listy subskrybentów"
          onPage={(next) => onSearch({ ...search, page: next })}
        />
      ) : null}

      <ConfirmDialog
        open={toErase !== null}
        title="Usunąć subskrybenta na jego prośbę?"
        message={
          <p>
            Adres <strong>{toErase?.email}</strong> zostanie trwale usunięty razem z historią wysyłek i tokenami potwierdzeń. Tej operacji
            nie można cofnąć.
          </p>
        }
        confirmLabel="Usuń trwale"
        busy={erasing}
        onConfirm={() => void erase()}
        onCancel={() => setToErase(null)}
      />
    </section>
  );
}
