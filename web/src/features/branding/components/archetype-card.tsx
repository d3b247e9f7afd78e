import type { Archetype } from '../api';
import '../branding.css';

export function archetypeAnchor(slug: string): string {
  return `archetyp-${slug}`;
}

type ArchetypeCardProps = {
  archetype: Archetype;
  headingLevel?: 2 | 3;
};

export function ArchetypeCard({ archetype, headingLevel = 2 }: ArchetypeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const titleId = `${archetypeAnchor(archetype.slug)}-tytul`;
  return (
    <article
      id={archetypeAnchor(archetype.slug)}
      className="tool-card archetype"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="archetype"
    >
      <header className="tool-card__header">
        <p className="tool-card__position">{archetype.position}.</p>
        <Heading id={titleId} className="tool-card__name">
          {archetype.name}
        </Heading>
      </header>
      <p className="archetype__motto">„{archetype.motto}”</p>
      <p>
        <strong>{archetype.summary}</strong> {archetype.description}
      </p>
      <dl className="tool-card__facts archetype__facts">
        <div>
          <dt>Pragnie</dt>
          <dd>{archetype.desire}</dd>
        </div>
        <div>
          <dt>Boi się</dt>
          <dd>{archetype.fear}</dd>
        </div>
        <div>
          <dt>Ton komunikacji</dt>
          <dd>{archetype.voice}</dd>
        </div>
        <div>
          <dt>Cechy</dt>
          <dd>{archetype.traits.join(', ')}</dd>
        </div>
        <div>
          <dt>Przykładowe marki</dt>
          <dd>{archetype.brands.join(', ')}</dd>
        </div>
      </dl>
      <div className="archetype__colors">
        <Subheading className="archetype__subheading">Typowe kolory</Subheading>
        <ul className="swatches">
          {archetype.colors.map((color) => (
            <li key={color} className="swatch">
              <span className="swatch__color" style={{ background: color }} aria-hidden="true" />
              <code>{color}</code>
            </li>
          ))}
        </ul>
      </div>
      <div className="archetype__prompt">
        <Subheading className="archetype__subheading">W promptach AI</Subheading>
        <p>{archetype.prompt_tip}</p>
      </div>
    </article>
  );
}
