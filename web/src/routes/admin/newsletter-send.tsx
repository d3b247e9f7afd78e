import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { countConfirmedSubscribers, currentAdminEmail, fetchIssues } from '../../features/admin-newsletter/api';
import { NewsletterSendAdmin } from '../../features/admin-newsletter/components/newsletter-send-admin';
import { issueLayouts } from '../../layouts/newsletter-issue-layouts';
import { usePageMeta } from '../../lib/seo';

type SendSearch = { wydanie?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Compose an issue, preview it in both layouts, send a test to oneself, send to all with live progress, history.
export const Route = createFileRoute('/admin/newsletter-send')({
  validateSearch: (search: Record<string, unknown>): SendSearch =>
    typeof search.wydanie === 'string' && UUID.test(search.wydanie) ? { wydanie: search.wydanie } : {},
  loader: async () => {
    const [issues, confirmedCount, adminEmail] = await Promise.all([fetchIssues(), countConfirmedSubscribers(), currentAdminEmail()]);
    return { issues, confirmedCount, adminEmail };
  },
  pendingComponent: () => <LoadingState label="Wczytuję wydania newslettera…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać wydań newslettera" />,
  component: NewsletterSendPage,
});

function NewsletterSendPage() {
  usePageMeta('Wysyłka newslettera', 'Panel administracyjny: wysyłka newslettera.', { noindex: true });
  const { wydanie } = Route.useSearch();
  const data = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // Keyed by the full path: another issue (or a new one) renders a fresh screen instead of reusing this one's state.
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <NewsletterSendAdmin
      key={href}
      issues={data.issues}
      selectedId={wydanie}
      adminEmail={data.adminEmail}
      confirmedCount={data.confirmedCount}
      onSelect={(id) => void navigate({ search: id ? { wydanie: id } : {} })}
      onChanged={() => router.invalidate()}
      issueLayouts={issueLayouts}
    />
  );
}
