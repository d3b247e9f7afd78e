import { createFileRoute } from '@tanstack/react-router';
import { NewsletterUnsubscribe } from '../../features/newsletter/components/newsletter-outcome';
import { parseTokenSearch, useLocationKey } from '../../lib/location-key';

export const Route = createFileRoute('/_empty/newsletter/unsubscribe')({
  validateSearch: parseTokenSearch,
  component: Page,
});

function Page() {
  return <NewsletterUnsubscribe key={useLocationKey()} token={Route.useSearch().token ?? ''} />;
}
