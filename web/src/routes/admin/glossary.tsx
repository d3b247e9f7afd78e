import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { fetchTermsPage } from '../../features/admin-glossary/api';
import { GlossaryAdmin } from '../../features/admin-glossary/components/glossary-admin';
import { adminPageSize, parseAdminListSearch, type AdminListSearch } from '../../components/admin/list-search';
import { usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/admin/glossary')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => parseAdminListSearch(search),
  loaderDeps: ({ search }) => ({ szukaj: search.szukaj, strona: search.strona ?? 1 }),
  loader: ({ deps }) => fetchTermsPage({ search: deps.szukaj, page: deps.strona, pageSize: adminPageSize }),
  component: AdminGlossaryPage,
  pendingComponent: () => (
    <section className="admin-page">
      <h1>Słownik AI</h1>
      <LoadingState label="Wczytujemy pojęcia…" />
    </section>
  ),
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać słownika" />,
});

function AdminGlossaryPage() {
  const { terms, total } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  usePageMeta('Słownik AI — panel administracyjny', undefined, { noindex: true });

  return (
    <section className="admin-page">
      <h1>Słownik AI</h1>
      <p className="field-hint">Pojęcia słownika na stronie /slownik-ai: dodawanie, poprawki, powiązania między pojęciami i usuwanie.</p>
      <GlossaryAdmin
        terms={terms}
        total={total}
        search={search}
        pageSize={adminPageSize}
        onSearch={(next) => void navigate({ search: parseAdminListSearch(next) })}
        onChanged={() => router.invalidate()}
      />
    </section>
  );
}
