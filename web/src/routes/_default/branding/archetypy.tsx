import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { SectionPage } from '../../../components/section-page';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchArchetypes } from '../../../features/branding/api';
import { ArchetypeCard, archetypeAnchor } from '../../../features/branding/components/archetype-card';
import { withIntro } from '../../../features/pages/api';

export const Route = createFileRoute('/_default/branding/archetypy')({
  loader: () => withIntro('archetypy', { archetypes: fetchArchetypes() }),
  component: ArchetypesPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać archetypów" />,
});

function ArchetypesPage() {
  const { archetypes, intro } = Route.useLoaderData();
  return (
    <SectionPage title="12 archetypów marki" intro={intro}>
      <p className="callout">
        Nie wiesz, który archetyp pasuje do twojej marki? <Link to="/quiz/identyfikacja-brandu">Rozwiąż quiz z ośmioma pytaniami</Link>.
      </p>
      <nav aria-label="Spis archetypów">
        <ul className="chip-list archetype-index">
          {archetypes.map((archetype) => (
            <li key={archetype.slug}>
              <a className="chip" href={`#${archetypeAnchor(archetype.slug)}`}>
                {archetype.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {archetypes.map((archetype) => (
        <ArchetypeCard key={archetype.slug} archetype={archetype} />
      ))}
    </SectionPage>
  );
}
