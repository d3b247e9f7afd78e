// What is going on with each issue on the send screen (a running send, its live progress, the last outcome), kept
// outside the components: the screen remounts per URL, and a send keeps going while the admin moves around the SPA.
import { useSyncExternalStore } from 'react';
import type { SaveStatusValue } from '../../components/admin/save-status';
import { sendIssueBatch, watchIssueProgress } from './api';
import { laterProgress, sendUntilDone, type SendProgress } from './sending';

export interface IssueActivity {
  sending: boolean;
  progress: SendProgress | null;
  status: SaveStatusValue;
}

const idle: IssueActivity = { sending: false, progress: null, status: { kind: 'idle' } };
const activities = new Map<string, IssueActivity>();
const listeners = new Set<() => void>();

function update(issueId: string, change: (current: IssueActivity) => Partial<IssueActivity>): void {
  const current = activities.get(issueId) ?? idle;
  activities.set(issueId, { ...current, ...change(current) });
  for (const listener of listeners) listener();
}

export function setIssueStatus(issueId: string, status: SaveStatusValue): void {
  update(issueId, () => ({ status }));
}

export function reportProgress(issueId: string, progress: SendProgress): void {
  update(issueId, (current) => ({ progress: laterProgress(current.progress, progress) }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSendingHere(issueId: string): boolean {
  return activities.get(issueId)?.sending ?? false;
}

export function useIssueActivity(issueId: string | null): IssueActivity {
  return useSyncExternalStore(subscribe, () => (issueId ? (activities.get(issueId) ?? idle) : idle));
}

/**
 * Sends (or resumes) an issue to every confirmed subscriber: calls newsletter-send until nothing remains, with the
 * issue row's counters arriving live over realtime in between. A second start of the same issue does nothing.
 */
export async function startSending(issueId: string, onFinished?: () => void): Promise<void> {
  if (activities.get(issueId)?.sending) return;
  update(issueId, () => ({ sending: true, status: { kind: 'saving', message: 'Wysyłam newsletter…' } }));
  const stopWatching = watchIssueProgress(issueId, (progress) => reportProgress(issueId, progress));
  try {
    const last = await sendUntilDone({
      call: () => sendIssueBatch(issueId),
      onAnswer: (answer) => reportProgress(issueId, answer),
    });
    const failed = last?.failed ? `, nieudane: ${last.failed}` : '';
    const skipped = last?.skipped ? `, pominięte (wypisani w trakcie): ${last.skipped}` : '';
    setIssueStatus(issueId, {
      kind: 'success',
      message: `Wysyłka zakończona: wysłano ${last?.sent ?? 0} z ${last?.total ?? 0}${failed}${skipped}.`,
    });
  } catch (error) {
    setIssueStatus(issueId, {
      kind: 'error',
      message: `Wysyłka przerwana: ${(error as Error).message} Możesz ją wznowić przyciskiem „Wznów wysyłkę”.`,
    });
  } finally {
    stopWatching();
    update(issueId, () => ({ sending: false }));
    onFinished?.();
  }
}
