import { createFileRoute } from '@tanstack/react-router';
import { NewsletterVerify } from '../../features/newsletter/components/newsletter-outcome';
import { parseTokenSearch, useLocationKey } from '../../lib/location-key';

export const Route = createFileRoute('/_empty/newsletter/verify')({
  validateSearch: parseTokenSearch,
  component: Page,
});

function Page() {
  return <NewsletterVerify key={useLocationKey()} token={Route.useSearch().token ?? ''} />;
}
