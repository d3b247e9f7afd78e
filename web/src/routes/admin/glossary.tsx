import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { AdminPage, AdminPending } from '../../components/admin/admin-page';
import { fetchTermsPage } from '../../features/admin-glossary/api';
import { GlossaryAdmin } from '../../features/admin-glossary/components/glossary-admin';
import { adminListRoute, adminPageSize, parseAdminListSearch } from '../../components/admin/list-search';

export const Route = createFileRoute('/admin/glossary')({
  ...adminListRoute,
  loader: ({ deps }) => fetchTermsPage(deps),
  component: AdminGlossaryPage,
  pendingComponent: () => <AdminPending title="Słownik AI" label="Wczytujemy pojęcia…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać słownika" />,
});

function AdminGlossaryPage() {
  const { terms, total } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();

  return (
    <AdminPage
      title="Słownik AI"
      hint={<>Pojęcia słownika na stronie /slownik-ai: dodawanie, poprawki, powiązania między pojęciami i usuwanie.</>}
    >
      <GlossaryAdmin
        terms={terms}
        total={total}
        search={search}
        pageSize={adminPageSize}
        onSearch={(next) => void navigate({ search: parseAdminListSearch(next) })}
        onChanged={() => router.invalidate()}
      />
    </AdminPage>
  );
}
