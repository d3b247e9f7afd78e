import { useEffect, useMemo, useRef, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { countNoun } from '../../../lib/format';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { logoUrl, saveRankingOrder, type RankedToolEntry } from '../api';
import { describeRankingError, rankingChangedProblem } from '../problems';
import { isSameOrder, moveItem, movedCount, rankingAnnouncements, rankingScreenReaderInstructions } from '../reorder';
import '../admin-ranking.css';

const toolForms = ['narzędzie', 'narzędzia', 'narzędzi'] as const;
const movedSummary = (count: number) => `${countNoun(count, toolForms)} ${count === 1 ? 'na nowym miejscu' : 'na nowych miejscach'}`;

type RankingReorderProps = {
  tools: RankedToolEntry[];
  /** Reloads the ranking from the database (after a save or a conflict). */
  onReload: () => Promise<void>;
};

/**
 * /admin/reorder: the ranking as a sortable list (mouse, touch or keyboard via @dnd-kit, plus up/down buttons);
 * "Zapisz kolejność" saves the whole order in one RPC call that refuses to overwrite someone else's change.
 */
export function RankingReorder({ tools, onReload }: RankingReorderProps) {
  const loadedOrder = useMemo(() => tools.map((tool) => tool.id), [tools]);
  const byId = useMemo(() => new Map(tools.map((tool) => [tool.id, tool])), [tools]);
  const [order, setOrder] = useState<string[]>(loadedOrder);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [conflict, setConflict] = useState(false);
  // Fresh data from the database (after a save or a reload) replaces the list shown.
  useEffect(() => setOrder(loadedOrder), [loadedOrder]);
  const orderRef = useRef(order);
  orderRef.current = order;
  const saving = status.kind === 'saving';
  const changed = !isSameOrder(order, loadedOrder);

  // Leaving with an unsaved order asks first (links in the app) or shows the browser's own prompt (reload, close).
  const blocker = useBlocker({ shouldBlockFn: () => changed && !saving, enableBeforeUnload: () => changed, withResolver: true });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () =>
      rankingAnnouncements(
        () => orderRef.current,
        (id) => byId.get(id)?.name ?? id,
      ),
    [byId],
  );

  function move(from: number, to: number) {
    setOrder((current) => moveItem(current, from, to));
    if (status.kind === 'success') setStatus(idleStatus);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  }

  async function save() {
    setConflict(false);
    setStatus({ kind: 'saving', message: 'Zapisywanie kolejności…' });
    const result = await saveRankingOrder(order, loadedOrder);
    if (!result.ok) {
      const stale = 'error' in result && result.error.code === 'PT409';
      setConflict(stale);
      setStatus({
        kind: 'error',
        message: stale ? rankingChangedProblem : 'error' in result ? describeRankingError(result.error) : rankingChangedProblem,
      });
      return;
    }
    setStatus({ kind: 'success', message: 'Zapisano nową kolejność rankingu. Jest już widoczna na stronie rankingu.' });
    await onReload();
  }

  async function reload() {
    setStatus({ kind: 'saving', message: 'Wczytywanie aktualnego rankingu…' });
    await onReload();
    setConflict(false);
    setStatus({ kind: 'success', message: 'Wczytano aktualny ranking. Ułóż kolejność jeszcze raz i zapisz.' });
  }

  return (
    <div className="ranking-reorder">
      <p id="ranking-reorder-help" className="field-hint">
        Przeciągnij narzędzie za uchwyt albo zaznacz uchwyt klawiszem Tab, naciśnij spację, przesuń strzałkami i naciśnij spację ponownie.
        Możesz też użyć przycisków „W górę” i „W dół”. Zmiany zobaczą czytelnicy dopiero po kliknięciu „Zapisz kolejność”.
      </p>

      <div className="ranking-reorder__bar">
        <button type="button" className="button" disabled={!changed || saving} aria-busy={saving} onClick={() => void save()}>
          Zapisz kolejność
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!changed || saving}
          onClick={() => {
            setOrder(loadedOrder);
            setStatus(idleStatus);
          }}
        >
          Przywróć zapisaną kolejność
        </button>
        <span className="ranking-reorder__changes" aria-live="polite" data-testid="reorder-changes">
          {changed ? `Niezapisane zmiany: ${movedSummary(movedCount(loadedOrder, order))}.` : 'Brak niezapisanych zmian.'}
        </span>
      </div>

      <SaveStatus status={status} testId="reorder-status">
        {conflict && (
          <button type="button" className="button button--secondary button--small" onClick={() => void reload()}>
            Wczytaj ranking ponownie
          </button>
        )}
      </SaveStatus>

      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Opuścić stronę bez zapisania kolejności?"
        message={<p>Nowa kolejność rankingu nie została zapisana. Jeśli opuścisz stronę, zmiany przepadną.</p>}
        confirmLabel="Opuść bez zapisywania"
        cancelLabel="Zostań i zapisz później"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: rankingScreenReaderInstructions }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="ranking-reorder__list" aria-describedby="ranking-reorder-help" data-testid="reorder-list">
            {order.map((id, index) => {
              const tool = byId.get(id);
              if (!tool) return null;
              return (
                <SortableTool
                  key={id}
                  tool={tool}
                  place={index + 1}
                  total={order.length}
                  moved={loadedOrder[index] !== id}
                  disabled={saving}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

type SortableToolProps = {
  tool: RankedToolEntry;
  place: number;
  total: number;
  moved: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
};

function SortableTool({ tool, place, total, moved, disabled, onUp, onDown }: SortableToolProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: tool.id,
    disabled,
    attributes: { roleDescription: 'element do przeciągania' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={['ranking-reorder__item', isDragging && 'ranking-reorder__item--dragging', moved && 'ranking-reorder__item--moved']
        .filter(Boolean)
        .join(' ')}
      data-testid="reorder-item"
      data-tool-id={tool.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="ranking-reorder__handle"
        aria-label={`Przenieś: ${tool.name}, miejsce ${place} z ${total}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="ranking-reorder__place" aria-hidden="true">
        {place}.
      </span>
      {tool.logo_path ? (
        <img className="admin-ranking__logo" src={logoUrl(tool.logo_path)} alt="" width={32} height={32} />
      ) : (
        <span className="admin-ranking__logo admin-ranking__logo--empty" aria-hidden="true" />
      )}
      <span className="ranking-reorder__name">
        <strong data-testid="reorder-name">{tool.name}</strong>
        <span className="ranking-reorder__vendor">{tool.vendor}</span>
      </span>
      {moved && <span className="badge">zmienione</span>}
      <span className="ranking-reorder__buttons">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={disabled || place === 1}
          onClick={onUp}
          aria-label={`W górę: ${tool.name}`}
        >
          W górę
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={disabled || place === total}
          onClick={onDown}
          aria-label={`W dół: ${tool.name}`}
        >
          W dół
        </button>
      </span>
    </li>
  );
}
