import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchMyCreatures, watchCreatures, type Creature } from '../api';
import { statusLabels } from '../creature';
import { CreatureSvg } from './creature-svg';
import '../stwory.css';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; creatures: Creature[] };

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The signed-in user's submitted creatures with their moderation status and, for rejected ones, the reason.
 * Updates live when a moderator decides. For the account page, whose route starts the query (`query`) before this
 * mounts; a retry asks again.
 */
export function MyCreatures({ userId, query }: { userId: string; query?: Promise<Creature[]> }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    if (attempt > 0) setLoaded({ kind: 'loading' });
    (attempt === 0 && query ? query : fetchMyCreatures(userId)).then(
      (creatures) => active && setLoaded({ kind: 'ready', creatures }),
      () => active && setLoaded({ kind: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [userId, attempt, query]);

  // watchCreatures subscribes in later tasks, not in the one that runs the page's first effects.
  useEffect(
    () =>
      watchCreatures(`moje-stwory-${userId}`, `author_id=eq.${userId}`, (creature) =>
        setLoaded((current) => {
          if (current.kind !== 'ready') return current;
          const others = current.creatures.filter((item) => item.id !== creature.id);
          const known = current.creatures.some((item) => item.id === creature.id);
          return {
            kind: 'ready',
            creatures: known ? current.creatures.map((item) => (item.id === creature.id ? creature : item)) : [creature, ...others],
          };
        }),
      ),
    [userId],
  );

  return (
    <section aria-labelledby="my-creatures-title" className="my-creatures" data-testid="my-creatures">
      <h2 id="my-creatures-title">Moje stwory</h2>
      {loaded.kind === 'loading' && <p role="status">Wczytujemy Twoje stwory…</p>}
      {loaded.kind === 'error' && (
        <div role="alert">
          <p>Nie udało się wczytać Twoich stworów.</p>
          <button type="button" className="button button--secondary button--small" onClick={() => setAttempt((value) => value + 1)}>
            Spróbuj ponownie
          </button>
        </div>
      )}
      {loaded.kind === 'ready' && loaded.creatures.length === 0 && (
        <p>
          Nie masz jeszcze stworów. <Link to="/stworz-stwora">Stwórz pierwszego</Link>.
        </p>
      )}
      {loaded.kind === 'ready' && loaded.creatures.length > 0 && (
        <ul className="my-creatures__list">
          {loaded.creatures.map((creature) => (
            <li key={creature.id} className="my-creatures__item" data-testid="my-creature">
              <CreatureSvg parts={creature.parts} name={creature.name} className="creature-svg creature-svg--small" />
              <div>
                <p className="my-creatures__name">{creature.name}</p>
                <p className="my-creatures__meta">Wysłany {dateFormat.format(new Date(creature.createdAt))}</p>
                <p>
                  <span className={`creature-status creature-status--${creature.status}`}>{statusLabels[creature.status]}</span>
                </p>
                {creature.status === 'rejected' && creature.rejectionReason && (
                  <p className="my-creatures__reason">Powód: {creature.rejectionReason}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
