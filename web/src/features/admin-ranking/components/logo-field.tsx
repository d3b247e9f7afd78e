import { useEffect, useId, useRef, useState } from 'react';
import { logoAccept, logoFileProblem } from '../logo';

/** What the admin decided about the logo in this form: keep the stored one, replace it, or remove it. */
export type LogoChoice = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

type LogoFieldProps = {
  /** Public URL of the stored logo, if the tool has one. */
  currentUrl: string | null;
  toolName: string;
  choice: LogoChoice;
  onChange: (choice: LogoChoice) => void;
  disabled?: boolean;
};

/** Logo picker with a preview of the file as it will look, checked against the bucket's rules before upload. */
export function LogoField({ currentUrl, toolName, choice, onChange, disabled = false }: LogoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // A local preview of the chosen file; released when the choice changes.
  useEffect(() => {
    if (choice.kind !== 'replace') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(choice.file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const shownUrl = choice.kind === 'replace' ? previewUrl : choice.kind === 'keep' ? currentUrl : null;
  const describedBy = [hintId, problem ? errorId : null].filter(Boolean).join(' ');
  // Undoing a chosen file or removing the logo also empties the file input, so the same file can be chosen again.
  const forget = (next: LogoChoice) => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(next);
  };
  const actions: { label: string; next: LogoChoice }[] = [
    ...(choice.kind === 'replace' ? [{ label: 'Cofnij wybór pliku', next: { kind: 'keep' } as const }] : []),
    ...(currentUrl && choice.kind !== 'remove' ? [{ label: 'Usuń logo', next: { kind: 'remove' } as const }] : []),
    ...(currentUrl && choice.kind === 'remove' ? [{ label: 'Zachowaj obecne logo', next: { kind: 'keep' } as const }] : []),
  ];

  return (
    <fieldset className="field admin-editor__box logo-field">
      <legend className="field-label">Logo</legend>
      <div className="logo-field__body">
        <div className="logo-field__preview" data-testid="logo-preview">
          {shownUrl ? (
            <img src={shownUrl} alt={`Podgląd logo: ${toolName || 'nowe narzędzie'}`} />
          ) : (
            <span className="logo-field__empty">Brak logo</span>
          )}
        </div>
        <div className="logo-field__controls">
          <label htmlFor={inputId} className="field-label">
            {currentUrl || choice.kind === 'replace' ? 'Wybierz inny plik logo' : 'Wybierz plik logo'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={logoAccept}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const fileProblem = logoFileProblem(file);
              setProblem(fileProblem);
              if (fileProblem) {
                event.currentTarget.value = '';
                return;
              }
              onChange({ kind: 'replace', file });
            }}
          />
          <p id={hintId} className="field-hint">
            PNG, JPEG lub WebP, najwyżej 1 MB. Najlepiej kwadratowe, co najmniej 128 × 128 px. Plik zostanie wysłany po kliknięciu „Zapisz”.
          </p>
          {problem && (
            <p id={errorId} className="field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="logo-field__actions">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className="button button--secondary button--small"
                disabled={disabled}
                onClick={() => forget(action.next)}
              >
                {action.label}
              </button>
            ))}
          </div>
          {choice.kind === 'remove' && <p className="field-hint">Logo zostanie usunięte po zapisaniu.</p>}
        </div>
      </div>
    </fieldset>
  );
}
