// Pure logic of the send screen: draft validation, progress, and the loop that calls newsletter-send until done.

export const ISSUE_LAYOUTS = ['newsletter', 'newsletter2'] as const;
export type IssueLayout = (typeof ISSUE_LAYOUTS)[number];

export const LAYOUT_LABELS: Record<IssueLayout, string> = {
  newsletter: 'Klasyczny (newsletter)',
  newsletter2: 'Magazyn (newsletter2)',
};

export function isIssueLayout(value: unknown): value is IssueLayout {
  return typeof value === 'string' && (ISSUE_LAYOUTS as readonly string[]).includes(value);
}

export const SUBJECT_MAX = 200;

export interface IssueDraft {
  subject: string;
  bodyMd: string;
  layout: IssueLayout;
}

export type DraftErrors = Partial<Record<'subject' | 'bodyMd', string>>;

/** What stops a draft from being saved (`purpose: 'save'`) or sent (`'send'`: a body is needed too). */
export function validateDraft(draft: IssueDraft, purpose: 'save' | 'send'): DraftErrors {
  const errors: DraftErrors = {};
  const subject = draft.subject.trim();
  if (!subject) errors.subject = 'Wpisz temat wydania.';
  else if (subject.length > SUBJECT_MAX) errors.subject = `Temat może mieć najwyżej ${SUBJECT_MAX} znaków (ma ${subject.length}).`;
  if (purpose === 'send' && !draft.bodyMd.trim()) errors.bodyMd = 'Wpisz treść wydania, zanim je wyślesz.';
  return errors;
}

const ISSUE_STATUS_LABELS: Record<string, string> = { draft: 'Szkic', sending: 'W trakcie wysyłki', sent: 'Wysłane' };

export function issueStatusLabel(status: string): string {
  return ISSUE_STATUS_LABELS[status] ?? status;
}

/** What newsletter-send answers after each call (see supabase/functions/newsletter-send/README.md). */
export interface SendAnswer {
  status: string;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
  done: boolean;
  retryAfterSeconds: number;
  webViewUrl?: string;
}

export interface SendProgress {
  status: string;
  total: number;
  sent: number;
  failed: number;
  /** Only the function's answers know it; realtime updates of the issue row carry sent and failed. */
  skipped?: number;
}

/** Share of the deliveries handled (sent, failed or skipped), 0–100; 100 only once the issue is sent. */
export function progressPercent(progress: SendProgress): number {
  if (progress.status === 'sent') return 100;
  if (progress.total <= 0) return 0;
  const handled = progress.sent + progress.failed + (progress.skipped ?? 0);
  return Math.min(99, Math.floor((handled / progress.total) * 100));
}

/** The newer of two progress reports (realtime and the function's answers arrive in any order). */
export function laterProgress(current: SendProgress | null, next: SendProgress): SendProgress {
  if (!current) return next;
  if (current.status === 'sent' && next.status !== 'sent') return current;
  const handled = (progress: SendProgress) => progress.sent + progress.failed + (progress.skipped ?? 0);
  if (next.status !== 'sent' && handled(next) < handled(current)) return { ...current, total: Math.max(current.total, next.total) };
  return { ...next, skipped: next.skipped ?? current.skipped };
}

export interface SendLoopOptions {
  call: () => Promise<SendAnswer>;
  onAnswer: (answer: SendAnswer) => void;
  signal?: AbortSignal;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Calls newsletter-send until nothing remains: each call works within its time budget and says what is left; when
 * nothing was claimable (`retryAfterSeconds`) it waits first. Stops early, without error, when `signal` aborts
 * (the page was left: the send stays resumable). Returns the last answer.
 */
export async function sendUntilDone({ call, onAnswer, signal, wait = defaultWait }: SendLoopOptions): Promise<SendAnswer | undefined> {
  let answer: SendAnswer | undefined;
  while (!signal?.aborted) {
    answer = await call();
    onAnswer(answer);
    if (answer.done) return answer;
    if (answer.retryAfterSeconds > 0) await wait(answer.retryAfterSeconds * 1000, signal);
  }
  return answer;
}
