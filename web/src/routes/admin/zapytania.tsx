import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AdminPage, AdminPending } from '../../components/admin/admin-page';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { fetchInboxEntry, fetchInboxPage, fetchSurveyQuestionInfo } from '../../features/admin-inbox/api';
import { InboxView } from '../../features/admin-inbox/components/inbox-view';
import { INBOX_PAGE_SIZE, parseInboxSearch, statusFilterOf, type InboxSearch } from '../../features/admin-inbox/inbox-search';
import { pageRange } from '../../components/admin/list-search';

// The admin inbox: training inquiries, survey answers and contact messages, filtered by status and type, live.
export const Route = createFileRoute('/admin/zapytania')({
  validateSearch: (search: Record<string, unknown>): InboxSearch => parseInboxSearch(search),
  loaderDeps: ({ search }) => ({ filter: statusFilterOf(search), kind: search.typ, page: search.strona ?? 1, entryId: search.wpis }),
  loader: async ({ deps }) => {
    const [page, entry, questions] = await Promise.all([
      fetchInboxPage(deps.filter, deps.kind, pageRange(deps.page, INBOX_PAGE_SIZE)),
      deps.entryId ? fetchInboxEntry(deps.entryId) : Promise.resolve(null),
      fetchSurveyQuestionInfo(),
    ]);
    return { page, entry, questions };
  },
  component: AdminInboxPage,
  pendingComponent: () => <AdminPending title="Zapytania i zgłoszenia" label="Wczytujemy skrzynkę…" />,
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać skrzynki zgłoszeń" />,
});

function AdminInboxPage() {
  const { page, entry, questions } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();

  return (
    <AdminPage
      title="Zapytania i zgłoszenia"
      hint={
        <>
          Zapytania o szkolenia, odpowiedzi z ankiety i wiadomości z formularza kontaktowego. Nowe pojawiają się tu same, bez odświeżania, a
          administratorzy dostają o nich e-mail.
        </>
      }
    >
      <InboxView
        page={page}
        entry={entry}
        questions={questions}
        filter={statusFilterOf(search)}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        onRefresh={() => router.invalidate()}
      />
    </AdminPage>
  );
}
