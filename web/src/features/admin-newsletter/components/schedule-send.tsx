import { useId, useState, type FormEvent } from 'react';
import { cancelScheduledSend, scheduleSend, type IssueRow } from '../api';
import { scheduleInputValue, scheduleState, type ScheduleState } from '../schedule';

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short' });

type ScheduleSendProps = {
  issue: IssueRow;
  disabled: boolean;
  onChanged: () => Promise<void>;
};

function describe(state: ScheduleState): string {
  if (state.kind === 'started') return `Zaplanowana wysyłka rozpoczęła się ${dateTime.format(state.at)}.`;
  if (state.kind === 'scheduled')
    return `Wysyłka zaplanowana na ${dateTime.format(state.at)}. Do tego czasu możesz zmienić termin albo ją anulować.`;
  if (state.kind === 'overdue') return `Wysyłka była zaplanowana na ${dateTime.format(state.at)}, ale jeszcze się nie rozpoczęła.`;
  return 'To wydanie nie ma zaplanowanej wysyłki.';
}

/** Picks a date and time for the saved draft, or changes or cancels it until the send starts (pg_cron does the rest). */
export function ScheduleSend({ issue, disabled, onChanged }: ScheduleSendProps) {
  const ids = { input: useId(), hint: useId() };
  const state = scheduleState(issue, new Date());
  const [value, setValue] = useState(() => (issue.scheduled_at ? scheduleInputValue(new Date(issue.scheduled_at)) : ''));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const act = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      await onChanged();
      setMessage({ kind: 'success', text: success });
    } catch (error) {
      setMessage({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = value ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) {
      setMessage({ kind: 'error', text: 'Wybierz datę i godzinę wysyłki.' });
      return;
    }
    void act(() => scheduleSend(issue.id, at), `Wysyłka zaplanowana na ${dateTime.format(at)}.`);
  };

  const started = state.kind === 'started';
  return (
    <form className="admin-newsletter__schedule" aria-label="Planowanie wysyłki" onSubmit={submit} data-testid="schedule-send">
      <h3 className="admin-newsletter__subheading">Wysyłka o wybranej porze</h3>
      <p data-testid="schedule-state">{describe(state)}</p>
      {started ? null : (
        <>
          <label htmlFor={ids.input}>Data i godzina wysyłki</label>
          <input
            id={ids.input}
            type="datetime-local"
            value={value}
            min={scheduleInputValue(new Date())}
            aria-describedby={ids.hint}
            disabled={disabled || busy}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={ids.hint} className="field-hint">
            Wydanie wyjdzie w zapisanej wersji do wszystkich potwierdzonych subskrybentów. Czas lokalny tej przeglądarki.
          </p>
          <div className="admin-newsletter__actions">
            <button type="submit" className="button button--secondary" disabled={disabled || busy}>
              {state.kind === 'none' ? 'Zaplanuj wysyłkę' : 'Zmień termin'}
            </button>
            {state.kind === 'none' ? null : (
              <button
                type="button"
                className="button button--secondary"
                disabled={disabled || busy}
                onClick={() => void act(() => cancelScheduledSend(issue.id), 'Zaplanowana wysyłka została anulowana.')}
              >
                Anuluj zaplanowaną wysyłkę
              </button>
            )}
          </div>
        </>
      )}
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'field-error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
