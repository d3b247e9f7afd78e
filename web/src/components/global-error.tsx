import { useEffect } from 'react';
import { isCrawler } from '../lib/runtime-guards';
import { LoadError } from './load-error';

/** The router's last-resort error screen; crawlers and audits get only a log entry. */
export function GlobalError({ error }: { error: unknown }) {
  const crawler = typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);
  useEffect(() => {
    if (crawler) console.error(error);
  }, [crawler, error]);
  if (crawler) return null;
  return <LoadError error={error} />;
}
