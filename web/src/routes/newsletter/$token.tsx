import DOMPurify from 'dompurify';
import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { fetchIssueByToken } from '../../features/newsletter/api';
import { found } from '../../lib/found';
import { useLocationKey } from '../../lib/location-key';
import { siteName, usePageMeta } from '../../lib/seo';
import { issueLayouts } from '../../layouts/newsletter-issue-layouts';

// The web view of a sent issue, in the layout the issue was written for (`newsletter` or `newsletter2`).
export const Route = createFileRoute('/newsletter/$token')({
  loader: ({ params }) => found(fetchIssueByToken(params.token)),
  component: IssueView,
  notFoundComponent: NotFoundScreen,
  errorComponent: LoadError,
});

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long' });

function IssueView() {
  const issue = Route.useLoaderData();
  // Keyed by the full path: another token renders a fresh page.
  const href = useLocationKey();
  usePageMeta(issue.subject, `Wydanie newslettera ${siteName}: ${issue.subject}`);
  const Layout = issue.layout === 'newsletter2' ? issueLayouts.newsletter2 : issueLayouts.newsletter;
  return (
    <Layout key={href} subject={issue.subject} date={issue.sentAt ? dateFormat.format(new Date(issue.sentAt)) : null}>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(issue.bodyHtml) }} />
    </Layout>
  );
}
