import { useEffect, useState } from 'react';
import { GALLERY_SIZE, watchCreatures, type Creature } from '../api';
import { CreatureCard } from './creature-card';

/** Approved creatures, newest first; creatures approved while the page is open appear at once (realtime). */
export function CreatureGallery({ initial }: { initial: Creature[] }) {
  const [creatures, setCreatures] = useState(initial);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setCreatures(initial), [initial]);
  useEffect(
    () =>
      watchCreatures('galeria-stworow', 'status=eq.approved', (creature) => {
        if (creature.status !== 'approved') return;
        setCreatures((current) =>
          current.some((item) => item.id === creature.id) ? current : [creature, ...current].slice(0, GALLERY_SIZE),
        );
        setAnnouncement(`Nowy stwór w galerii: ${creature.name}.`);
      }),
    [],
  );

  return (
    <section aria-labelledby="creature-gallery-title" className="creature-gallery">
      <h2 id="creature-gallery-title" className="section-title">
        Galeria stworów
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {creatures.length === 0 ? (
        <p className="empty-state">Galeria czeka na pierwszego stwora. Może to będzie Twój?</p>
      ) : (
        <ul className="creature-gallery__list" data-testid="creature-gallery">
          {creatures.map((creature) => (
            <CreatureCard key={creature.id} creature={creature} />
          ))}
        </ul>
      )}
    </section>
  );
}
