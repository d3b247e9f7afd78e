import { creatureImageUrl, type Creature } from '../api';
import { CreatureSvg } from './creature-svg';

/** One creature as the gallery shows it: the drawing, its name and the picture its author added, if any. */
export function CreatureCard({ creature }: { creature: Creature }) {
  return (
    <li className="card creature-card" data-testid="creature-card" data-creature-id={creature.id}>
      <figure className="creature-card__figure">
        <CreatureSvg parts={creature.parts} name={creature.name} />
        <figcaption className="creature-card__name">{creature.name}</figcaption>
      </figure>
      {creature.imagePath && (
        <img
          className="creature-card__image"
          src={creatureImageUrl(creature.imagePath)}
          alt={`Obrazek stwora ${creature.name} dodany przez autora`}
          loading="lazy"
          width={96}
          height={96}
        />
      )}
    </li>
  );
}
