import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { NewsletterUnsubscribe } from '../../../features/newsletter/components/newsletter-outcome';

type TokenSearch = { token?: string };

export const Route = createFileRoute('/_empty/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): TokenSearch =>
    typeof search.token === 'string' && search.token.length <= 500 ? { token: search.token } : {},
  component: Page,
});

function Page() {
  const { token = '' } = Route.useSearch();
  // Keyed by the full path: a second link with another token renders a fresh page instead of reusing this one.
  const href = useRouterState({ select: (state) => state.location.href });
  return <NewsletterUnsubscribe key={href} token={token} />;
}
