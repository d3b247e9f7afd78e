import { useId, useMemo, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus } from '../../../components/admin/save-status';
import { deleteDraft, saveDraft, sendTestMail, type IssueRow } from '../api';
import { isSendingHere, setIssueStatus, startSending, useIssueActivity } from '../send-store';
import { isIssueLayout, type IssueLayout, LAYOUT_LABELS, validateDraft, type DraftErrors, type IssueDraft } from '../sending';
import type { IssueReadingLayout } from './issue-preview';
import { DraftFields } from './draft-fields';
import { DraftList } from './draft-list';
import { IssuePreviews } from './issue-previews';
import { ScheduleSend } from './schedule-send';
import { SendProgressBar } from './send-progress';
import { SendingHistory } from './sending-history';
import { useSendingFollow, useWebViewUrls } from './use-issue-sending';
import '../admin-newsletter.css';

type NewsletterSendAdminProps = {
  issues: IssueRow[];
  /** The issue in the URL (`?wydanie=`); none: a new draft. */
  selectedId: string | undefined;
  adminEmail: string | null;
  confirmedCount: number;
  onSelect: (issueId: string | undefined) => void;
  onChanged: () => Promise<void>;
  /** The web-view layout of each template, for the previews. */
  issueLayouts: Record<IssueLayout, IssueReadingLayout>;
};

const NEW = 'nowe-wydanie';

function draftOf(issue: IssueRow | undefined): IssueDraft {
  return {
    subject: issue?.subject ?? '',
    bodyMd: issue?.body_md ?? '',
    layout: isIssueLayout(issue?.layout) ? issue.layout : 'newsletter',
  };
}

export function NewsletterSendAdmin({
  issues,
  selectedId,
  adminEmail,
  confirmedCount,
  onSelect,
  onChanged,
  issueLayouts,
}: NewsletterSendAdminProps) {
  const issue = selectedId ? issues.find((candidate) => candidate.id === selectedId) : undefined;
  const saved = useMemo(() => draftOf(issue), [issue]);
  // Follows the saved issue until the admin edits it (the loader's data may arrive after this screen mounts).
  const [edited, setDraft] = useState<IssueDraft | null>(null);
  const draft = edited ?? saved;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const activity = useIssueActivity(issue?.id ?? NEW);
  const noSubscribersId = useId();

  // Once sending started (here or elsewhere) the issue is fixed; RLS refuses edits of it anyway.
  const editable = (!issue || issue.status === 'draft') && !activity.sending;
  const dirty = !issue || draft.subject !== saved.subject || draft.bodyMd !== saved.bodyMd || draft.layout !== saved.layout;
  const drafts = issues.filter((candidate) => candidate.status === 'draft');
  const statusKey = issue?.id ?? NEW;

  const webViewUrls = useWebViewUrls(issues);

  const progress = useSendingFollow(issue, activity, onChanged);

  /** Saves when needed; returns the issue id, or undefined when the draft is invalid or the save failed. */
  const ensureSaved = async (purpose: 'save' | 'send'): Promise<string | undefined> => {
    const problems = validateDraft(draft, purpose);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setIssueStatus(statusKey, { kind: 'error', message: 'Popraw zaznaczone pola.' });
      return undefined;
    }
    if (issue && !dirty) return issue.id;
    setIssueStatus(statusKey, { kind: 'saving', message: 'Zapisuję szkic…' });
    try {
      const row = await saveDraft(issue?.id ?? null, draft);
      setIssueStatus(row.id, { kind: 'success', message: 'Szkic zapisany.' });
      if (row.id !== issue?.id) setIssueStatus(NEW, { kind: 'idle' });
      return row.id;
    } catch (error) {
      setIssueStatus(statusKey, { kind: 'error', message: (error as Error).message });
      return undefined;
    }
  };

  const afterSave = async (id: string) => {
    await onChanged();
    if (id !== issue?.id) onSelect(id);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const id = await ensureSaved('save');
      if (id) await afterSave(id);
    });
  };

  const sendTest = () =>
    void run(async () => {
      if (!adminEmail) {
        setIssueStatus(statusKey, { kind: 'error', message: 'Twoje konto nie ma adresu e-mail, więc nie ma dokąd wysłać testu.' });
        return;
      }
      const id = await ensureSaved('send');
      if (!id) return;
      setIssueStatus(id, { kind: 'saving', message: `Wysyłam wiadomość testową na ${adminEmail}…` });
      try {
        await sendTestMail(id, adminEmail);
        setIssueStatus(id, { kind: 'success', message: `Wysłaliśmy wiadomość testową na ${adminEmail}. Sprawdź skrzynkę.` });
      } catch (error) {
        setIssueStatus(id, { kind: 'error', message: `Nie udało się wysłać testu: ${(error as Error).message}` });
      }
      await afterSave(id);
    });

  const sendToAll = () =>
    void run(async () => {
      setConfirmSend(false);
      const id = await ensureSaved('send');
      if (!id) return;
      void startSending(id, () => void onChanged());
      await afterSave(id);
    });

  const removeDraft = () =>
    void run(async () => {
      if (!issue) return;
      try {
        await deleteDraft(issue.id);
        setConfirmDelete(false);
        setIssueStatus(NEW, { kind: 'success', message: `Usunięto szkic „${issue.subject}”.` });
        await onChanged();
        onSelect(undefined);
      } catch (error) {
        setConfirmDelete(false);
        setIssueStatus(issue.id, { kind: 'error', message: (error as Error).message });
      }
    });

  const resume = () => {
    if (issue) void startSending(issue.id, () => void onChanged());
  };

  return (
    <div className="admin-newsletter">
      <h1>Wysyłka newslettera</h1>

      <DraftList drafts={drafts} selectedId={issue?.id} onSelect={onSelect} />

      <section className="admin-newsletter__composer" aria-labelledby="wydanie-naglowek">
        <h2 id="wydanie-naglowek">{!issue ? 'Nowe wydanie' : editable ? `Szkic: ${issue.subject}` : `Wydanie: ${issue.subject}`}</h2>
        {selectedId && !issue ? <p role="alert">Nie ma takiego wydania (mogło zostać usunięte). Poniżej możesz napisać nowe.</p> : null}

        {editable ? (
          <form onSubmit={save} noValidate>
            <DraftFields draft={draft} errors={errors} onChange={setDraft} />

            <div className="admin-newsletter__actions">
              <button type="submit" className="button" disabled={busy}>
                Zapisz szkic
              </button>
              <button type="button" className="button button--secondary" disabled={busy} onClick={sendTest}>
                Wyślij test do mnie{adminEmail ? ` (${adminEmail})` : ''}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || confirmedCount === 0}
                aria-describedby={confirmedCount === 0 ? noSubscribersId : undefined}
                onClick={() => {
                  const problems = validateDraft(draft, 'send');
                  setErrors(problems);
                  if (Object.keys(problems).length === 0) setConfirmSend(true);
                  else setIssueStatus(statusKey, { kind: 'error', message: 'Popraw zaznaczone pola.' });
                }}
              >
                Wyślij do wszystkich…
              </button>
              {issue ? (
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmDelete(true)}>
                  Usuń szkic
                </button>
              ) : null}
            </div>
            {confirmedCount === 0 ? (
              <p id={noSubscribersId} className="field-hint">
                Nie ma jeszcze potwierdzonych subskrybentów, więc nie ma do kogo wysłać wydania.
              </p>
            ) : null}
            {issue && dirty ? <p className="field-hint">Masz niezapisane zmiany.</p> : null}
          </form>
        ) : issue ? (
          <div className="admin-newsletter__sent-summary">
            <p>
              Układ: {isIssueLayout(issue.layout) ? LAYOUT_LABELS[issue.layout] : issue.layout}.{' '}
              {webViewUrls[issue.id] ? (
                <a href={webViewUrls[issue.id]} target="_blank" rel="noopener noreferrer">
                  Zobacz w przeglądarce (otwiera się w nowej karcie)
                </a>
              ) : null}
            </p>
            {issue.status === 'sending' && !activity.sending ? (
              <>
                <p>Wysyłka tego wydania nie została dokończona (zamknięta karta, przerwane połączenie albo trwa w innym oknie).</p>
                <button type="button" className="button" onClick={resume}>
                  Wznów wysyłkę
                </button>
              </>
            ) : null}
          </div>
        ) : null}

        {issue && (issue.status === 'draft' || issue.schedule_fired_at) ? (
          <ScheduleSend key={issue.id} issue={issue} disabled={busy || activity.sending} onChanged={onChanged} />
        ) : null}
        {progress ? <SendProgressBar progress={progress} label={`Postęp wysyłki: ${issue?.subject ?? draft.subject}`} /> : null}
        <SaveStatus status={activity.status} testId="send-status" />
      </section>

      <IssuePreviews
        issueLayouts={issueLayouts}
        subject={draft.subject}
        bodyMd={draft.bodyMd}
        chosen={editable ? draft.layout : saved.layout}
      />

      <SendingHistory
        issues={issues}
        webViewUrls={webViewUrls}
        selectedId={issue?.id}
        onSelect={onSelect}
        onResume={(id) => {
          void startSending(id, () => void onChanged());
          if (id !== issue?.id) onSelect(id);
        }}
        sendingHere={isSendingHere}
      />

      <ConfirmDialog
        open={confirmSend}
        title="Wysłać wydanie do wszystkich?"
        message={
          <p>
            „{draft.subject.trim()}” trafi do wszystkich potwierdzonych subskrybentów (teraz: <strong>{confirmedCount}</strong>). Po
            rozpoczęciu wysyłki wydania nie można już zmienić.
          </p>
        }
        confirmLabel={`Wyślij do ${confirmedCount}`}
        destructive={false}
        busy={busy}
        onConfirm={sendToAll}
        onCancel={() => setConfirmSend(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Usunąć szkic?"
        message={<p>Szkic „{issue?.subject}” zostanie trwale usunięty.</p>}
        confirmLabel="Usuń szkic"
        busy={busy}
        onConfirm={removeDraft}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
