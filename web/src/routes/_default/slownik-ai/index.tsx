import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { SectionPage, SectionPending } from '../../../components/section-page';
import { fetchGlossaryTerms } from '../../../features/glossary/api';
import { GlossaryBrowser } from '../../../features/glossary/components/glossary-browser';
import { withIntro } from '../../../features/pages/api';

type GlossarySearch = {
  q?: string;
};

export const Route = createFileRoute('/_default/slownik-ai/')({
  validateSearch: (search: Record<string, unknown>): GlossarySearch => {
    const q = typeof search.q === 'string' ? search.q.slice(0, 100) : typeof search.q === 'number' ? String(search.q) : '';
    return q.trim() ? { q } : {};
  },
  loader: () => withIntro('slownik-ai', { terms: fetchGlossaryTerms() }),
  // Typing in the search only changes ?q=; the terms are already here.
  shouldReload: false,
  component: GlossaryPage,
  pendingComponent: () => <SectionPending title="Słownik AI" label="Wczytujemy słownik…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać słownika" />,
});

function GlossaryPage() {
  const { terms, intro } = Route.useLoaderData();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();

  return (
    <SectionPage title="Słownik AI" intro={intro} wide>
      <GlossaryBrowser
        terms={terms}
        query={q}
        onQueryChange={(query) => void navigate({ search: query.trim() ? { q: query } : {}, replace: true, resetScroll: false })}
      />
    </SectionPage>
  );
}
