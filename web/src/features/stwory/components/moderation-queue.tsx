import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { creatureImageUrl, moderateCreatures, watchCreatures, type Creature, type ModerationPage } from '../api';
import { statusLabels } from '../creature';
import { MODERATION_PAGE_SIZE, REASON_MAX, creaturesCount, filterLabels, keepSelected, pageCount, validateReason } from '../moderation';
import { moderationFilters, type ModerationFilter, type ModerationSearch } from '../moderation-search';
import { CreatureSvg } from './creature-svg';
import { useLiveList } from '../../../components/admin/use-live-list';
import { StatusFilterNav } from '../../../components/admin/status-filter-nav';
import '../stwory.css';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });

type Pending = { decision: 'approved' | 'rejected'; ids: string[]; names: string[] } | null;

type ModerationQueueProps = {
  page: ModerationPage;
  filter: ModerationFilter;
  search: ModerationSearch;
  /** Reloads the current page (after a decision or a live change). */
  onRefresh: () => Promise<void>;
};

export function ModerationQueue({ page, filter, search, onRefresh }: ModerationQueueProps) {
  const id = useId();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  // New submissions and other admins' decisions arrive live.
  const { fresh, announcement } = useLiveList(
    (onChange) =>
      watchCreatures('kolejka-moderacji', undefined, (creature, event) =>
        onChange(event === 'INSERT' ? { inserted: { id: creature.id, announcement: `Nowe zgłoszenie: ${creature.name}.` } } : {}),
      ),
    onRefresh,
  );

  const current = page.creatures;
  const currentPage = search.strona ?? 1;
  const pages = pageCount(page.total);
  const visibleIds = current.map((creature) => creature.id);

  // Only ids still on screen stay selected after a reload or a page change.
  const visibleKey = visibleIds.join(',');
  useEffect(() => setSelected((chosen) => keepSelected(chosen, visibleKey.split(','))), [visibleKey]);

  const toggle = (creatureId: string, checked: boolean) =>
    setSelected((chosen) => {
      const next = new Set(chosen);
      if (checked) next.add(creatureId);
      else next.delete(creatureId);
      return next;
    });
  const allSelected = current.length > 0 && current.every((creature) => selected.has(creature.id));

  const ask = (decision: 'approved' | 'rejected', creatures: Creature[]) => {
    setReason('');
    setReasonError('');
    setPending({ decision, ids: creatures.map((creature) => creature.id), names: creatures.map((creature) => creature.name) });
  };

  const decide = async (decision: 'approved' | 'rejected', ids: string[], names: string[], why?: string) => {
    setBusy(true);
    setStatus({ kind: 'saving', message: 'Zapisujemy decyzję…' });
    const problem = await moderateCreatures(ids, decision, why);
    setBusy(false);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return false;
    }
    const what = ids.length === 1 ? `stwora „${names[0]}”` : creaturesCount(ids.length);
    setStatus({ kind: 'success', message: `${decision === 'approved' ? 'Zatwierdzono' : 'Odrzucono'} ${what}.` });
    setSelected(new Set());
    await onRefresh();
    return true;
  };

  const confirmPending = async () => {
    if (!pending) return;
    let why: string | undefined;
    if (pending.decision === 'rejected') {
      const problem = validateReason(reason);
      if (problem) {
        setReasonError(problem);
        document.getElementById(`${id}-reason`)?.focus();
        return;
      }
      why = reason.trim();
    }
    // On failure the dialog closes too: the exact problem is shown in the status region of the page.
    await decide(pending.decision, pending.ids, pending.names, why);
    setPending(null);
  };

  const selectedCreatures = current.filter((creature) => selected.has(creature.id));

  return (
    <div className="moderation">
      <StatusFilterNav
        className="moderation__filters"
        filters={moderationFilters}
        current={filter}
        link={(option) => ({ to: '/admin/stwory', search: option === 'pending' ? {} : { status: option } })}
        label={(option) => filterLabels[option]}
      />

      <p role="status" aria-live="polite" data-testid="moderation-summary">
        {filterLabels[filter]}: {page.total}. Strona {Math.min(currentPage, pages)} z {pages}.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <SaveStatus status={status} testId="moderation-status" />

      {current.length > 0 && (
        <div className="moderation__bulk" role="group" aria-label="Działania na zaznaczonych">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) => setSelected(event.target.checked ? new Set(visibleIds) : new Set())}
            />
            Zaznacz wszystkie na stronie
          </label>
          <span aria-live="polite">Zaznaczono: {selected.size}</span>
          <DecisionButton decision="approved" disabled={selected.size === 0 || busy} onClick={() => ask('approved', selectedCreatures)}>
            Zatwierdź zaznaczone
          </DecisionButton>
          <DecisionButton decision="rejected" disabled={selected.size === 0 || busy} onClick={() => ask('rejected', selectedCreatures)}>
            Odrzuć zaznaczone
          </DecisionButton>
        </div>
      )}

      {current.length === 0 ? (
        <div className="empty-state">
          {currentPage > 1 ? (
            <p>
              Na tej stronie nic już nie ma.{' '}
              <Link to="/admin/stwory" search={{ status: search.status }}>
                Wróć na pierwszą stronę
              </Link>
              .
            </p>
          ) : (
            <p>{filter === 'pending' ? 'Kolejka jest pusta — wszystkie stwory sprawdzone.' : 'Brak stworów o tym statusie.'}</p>
          )}
        </div>
      ) : (
        <ul className="moderation__list" data-testid="moderation-list">
          {current.map((creature) => (
            <li
              key={creature.id}
              className={`admin-item moderation__item${fresh.has(creature.id) ? ' admin-item--new moderation__item--new' : ''}`}
              data-testid="moderation-item"
              data-creature-id={creature.id}
            >
              <input
                type="checkbox"
                aria-label={`Zaznacz stwora ${creature.name}`}
                checked={selected.has(creature.id)}
                onChange={(event) => toggle(creature.id, event.target.checked)}
              />
              <CreatureSvg parts={creature.parts} name={creature.name} className="creature-svg creature-svg--small" />
              <div>
                <p className="moderation__name">
                  {creature.name}
                  {fresh.has(creature.id) && <span className="visually-hidden"> (nowe)</span>}
                </p>
                <p className="moderation__meta">
                  Wysłany {dateFormat.format(new Date(creature.createdAt))}
                  {creature.authorId ? '' : ' · redakcja'}
                  {creature.moderatedAt ? ` · decyzja ${dateFormat.format(new Date(creature.moderatedAt))}` : ''}
                </p>
                <p>
                  <span className={`creature-status creature-status--${creature.status}`}>{statusLabels[creature.status]}</span>
                </p>
                {creature.rejectionReason && <p className="moderation__meta">Powód: {creature.rejectionReason}</p>}
                {creature.imagePath && (
                  <a href={creatureImageUrl(creature.imagePath)} target="_blank" rel="noreferrer">
                    <img
                      className="moderation__image"
                      src={creatureImageUrl(creature.imagePath)}
                      alt={`Obrazek dołączony do stwora ${creature.name} (otwiera się w nowej karcie)`}
                      loading="lazy"
                    />
                  </a>
                )}
                <div className="moderation__actions">
                  {creature.status !== 'approved' && (
                    <DecisionButton
                      decision="approved"
                      disabled={busy}
                      onClick={() => void decide('approved', [creature.id], [creature.name])}
                    >
                      Zatwierdź<span className="visually-hidden"> stwora {creature.name}</span>
                    </DecisionButton>
                  )}
                  {creature.status !== 'rejected' && (
                    <DecisionButton decision="rejected" disabled={busy} onClick={() => ask('rejected', [creature])}>
                      Odrzuć<span className="visually-hidden"> stwora {creature.name}</span>
                    </DecisionButton>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Strony kolejki" className="moderation__pager">
          {currentPage > 1 ? (
            <Link to="/admin/stwory" search={{ status: search.status, strona: currentPage > 2 ? currentPage - 1 : undefined }}>
              ← Poprzednia
            </Link>
          ) : null}
          <span>
            Strona {Math.min(currentPage, pages)} z {pages} ({MODERATION_PAGE_SIZE} na stronie)
          </span>
          {currentPage < pages ? (
            <Link to="/admin/stwory" search={{ status: search.status, strona: currentPage + 1 }}>
              Następna →
            </Link>
          ) : null}
        </nav>
      )}

      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        destructive={pending?.decision === 'rejected'}
        title={
          pending?.decision === 'rejected'
            ? `Odrzucić ${pending.ids.length === 1 ? `stwora „${pending.names[0]}”` : creaturesCount(pending.ids.length)}?`
            : `Zatwierdzić ${pending && pending.ids.length === 1 ? `stwora „${pending.names[0]}”` : creaturesCount(pending?.ids.length ?? 0)}?`
        }
        confirmLabel={pending?.decision === 'rejected' ? 'Odrzuć' : 'Zatwierdź'}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
        message={
          pending?.decision === 'rejected' ? (
            <div className="field">
              <p>Stwór nie pojawi się w galerii. Autor zobaczy powód na stronie swojego konta.</p>
              <label className="field-label" htmlFor={`${id}-reason`}>
                Powód odrzucenia
              </label>
              <textarea
                id={`${id}-reason`}
                className="text-input moderation__reason"
                maxLength={REASON_MAX}
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError('');
                }}
              />
              {reasonError && (
                <p className="field-error" id={`${id}-reason-error`} role="alert">
                  {reasonError}
                </p>
              )}
            </div>
          ) : (
            <p>Zatwierdzone stwory od razu pojawią się w publicznej galerii.</p>
          )
        }
      />
    </div>
  );
}

type DecisionButtonProps = { decision: 'approved' | 'rejected'; disabled: boolean; onClick: () => void; children: ReactNode };

/** Approve (the main action) or reject (secondary). */
function DecisionButton({ decision, disabled, onClick, children }: DecisionButtonProps) {
  return (
    <button
      type="button"
      className={decision === 'approved' ? 'button button--small' : 'button button--secondary button--small'}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
