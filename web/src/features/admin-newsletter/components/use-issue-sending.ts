import { useEffect, useRef, useState } from 'react';
import { fetchWebViewUrls, watchIssueProgress, type IssueRow } from '../api';
import { reportProgress, type IssueActivity } from '../send-store';
import type { SendProgress } from '../sending';

const progressOf = (issue: IssueRow): SendProgress => ({
  status: issue.status,
  total: issue.total_count,
  sent: issue.sent_count,
  failed: issue.failed_count,
});

/** Web-view links of the issues that went out: from newsletter-send (only token hashes are stored); empty until then. */
export function useWebViewUrls(issues: IssueRow[]): Record<string, string> {
  const [webViewUrls, setWebViewUrls] = useState<Record<string, string>>({});
  const startedIds = issues
    .filter((candidate) => candidate.status !== 'draft')
    .map((candidate) => candidate.id)
    .join(',');
  useEffect(() => {
    if (!startedIds) return;
    let current = true;
    fetchWebViewUrls(startedIds.split(',')).then(
      (urls) => current && setWebViewUrls(urls),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [startedIds]);
  return webViewUrls;
}

/**
 * Follows the issue's sending: live counters when someone else sends it, a warning before leaving while this tab
 * sends, a reload of the list once a live send finished. Returns the progress to show, if any.
 */
export function useSendingFollow(issue: IssueRow | undefined, activity: IssueActivity, onChanged: () => Promise<void>) {
  // Someone (this tab earlier, another admin, a resume script) may be sending it: follow the counters live.
  const watching = issue?.status === 'sending' && !activity.sending;
  useEffect(() => {
    if (!watching || !issue) return;
    return watchIssueProgress(issue.id, (progress) => reportProgress(issue.id, progress));
  }, [watching, issue]);
  // Leaving the site stops this tab's calls (the send stays resumable); the browser asks first.
  useEffect(() => {
    if (!activity.sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [activity.sending]);

  const finishedLive = issue?.status === 'sending' && activity.progress?.status === 'sent';
  const refreshed = useRef(false);
  useEffect(() => {
    if (!finishedLive || refreshed.current) return;
    refreshed.current = true;
    void onChanged();
  }, [finishedLive, onChanged]);
  return issue && issue.status !== 'draft' ? (activity.progress ?? progressOf(issue)) : activity.progress;
}
