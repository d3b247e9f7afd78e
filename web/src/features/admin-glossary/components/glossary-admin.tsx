import { Link } from '@tanstack/react-router';
import { AdminCatalog, type CatalogPageProps, type CatalogTexts } from '../../../components/admin/admin-catalog';
import { deleteTerm, fetchTerm, fetchTermOptions, type AdminTerm, type AdminTermSummary } from '../api';
import { describeGlossaryError, termChangedProblem } from '../problems';
import type { TermOption } from '../term-form';
import { TermEditor } from './term-editor';
import '../admin-glossary.css';

type GlossaryAdminProps = CatalogPageProps & { terms: AdminTermSummary[] };

type Editing = { term?: AdminTerm; options: TermOption[] };

const texts: CatalogTexts = {
  nounForms: ['pojęcie', 'pojęcia', 'pojęć'],
  searchLabel: 'Szukaj pojęcia',
  searchPlaceholder: 'Nazwa, inna nazwa lub adres',
  add: 'Dodaj pojęcie',
  heading: 'Pojęcia słownika',
  countAll: (count) => `W słowniku jest ${count}.`,
  noMatch: 'Żadne pojęcie nie pasuje do wyszukiwania.',
  emptyPage: 'Na tej stronie nie ma pojęć.',
  caption: 'Pojęcia słownika w kolejności alfabetycznej',
  pagerLabel: 'Strony listy pojęć',
  deleteTitle: 'Usunąć pojęcie ze słownika?',
  deleteConfirm: 'Usuń pojęcie',
  loadFailed: 'Nie udało się wczytać pojęcia. Sprawdź połączenie i spróbuj ponownie.',
  changed: termChangedProblem,
};

/** /admin/glossary: terms page by page with search, the create/edit form and delete with confirmation. */
export function GlossaryAdmin({ terms, ...list }: GlossaryAdminProps) {
  return (
    <AdminCatalog<AdminTermSummary, Editing>
      {...list}
      className="admin-glossary"
      testId="glossary-admin"
      texts={texts}
      rows={terms}
      loadingMessage={(summary) => (summary ? `Wczytywanie pojęcia „${summary.term}”…` : 'Wczytywanie listy pojęć…')}
      load={async (summary) => {
        const [term, options] = await Promise.all([summary ? fetchTerm(summary.id) : Promise.resolve(undefined), fetchTermOptions()]);
        return summary && !term ? null : { term: term ?? undefined, options };
      }}
      editor={(editing, { saved, cancel }) => (
        <TermEditor
          key={editing.term?.id ?? 'new'}
          term={editing.term}
          options={editing.options}
          onCancel={cancel}
          onSaved={(term, created) => saved(created ? `Dodano pojęcie „${term.term}”.` : `Zapisano zmiany pojęcia „${term.term}”.`)}
        />
      )}
      columns={
        <>
          <th scope="col">Pojęcie</th>
          <th scope="col">Adres</th>
          <th scope="col">Powiązane</th>
        </>
      }
      rowTestId="admin-term-row"
      cells={(term) => (
        <>
          <th scope="row">
            {term.term}
            {term.also_known_as && <span className="admin-glossary__aka">{term.also_known_as}</span>}
          </th>
          <td>
            <Link to="/slownik-ai/$slug" params={{ slug: term.slug }} className="admin-glossary__slug">
              {term.slug}
            </Link>
          </td>
          <td>{term.related_terms.length}</td>
        </>
      )}
      name={(term) => term.term}
      remove={(term) => deleteTerm(term.id)}
      describeError={describeGlossaryError}
      deleteMessage={(term) => (
        <p>Pojęcie „{term.term}” zostanie trwale usunięte, a linki do niego znikną z innych pojęć. Tej operacji nie można cofnąć.</p>
      )}
      deleted={(term) => `Usunięto pojęcie „${term.term}” wraz z linkami do niego z innych pojęć.`}
    />
  );
}
