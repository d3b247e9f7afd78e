import { NewsletterLayout } from './newsletter-layout';
import { Newsletter2Layout } from './newsletter2-layout';

/** The web-view layout of each issue template (`newsletter_issues.layout`): the issue page and the admin preview. */
export const issueLayouts = { newsletter: NewsletterLayout, newsletter2: Newsletter2Layout } as const;
