import { Link } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** The id of a field's error message, for aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  describedBy?: string;
  onChange: (value: string) => void;
};

/** A labelled one-line input with its error below, linked for screen readers. */
export function TextField({ id, label, value, error, type = 'text', autoComplete, inputMode, describedBy, onChange }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="text-input"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'> & { rows?: number; hint?: string };

/** A labelled multi-line input with an optional hint and its error below. */
export function TextAreaField({ id, label, value, error, rows = 5, hint, describedBy, onChange }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="text-input"
        rows={rows}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type ErrorSummaryProps = {
  /** [field id, "Label: message"] in the order of the form. */
  errors: [string, string][];
};

/** "Popraw zaznaczone pola" with links to each field; focused by the form after a rejected submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors }, ref) {
  if (errors.length === 0) return null;
  return (
    <div className="inquiry__summary" role="alert" tabIndex={-1} ref={ref}>
      <p>Popraw {errors.length === 1 ? 'jedno pole' : 'zaznaczone pola'}:</p>
      <ul>
        {errors.map(([fieldId, text]) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** A field hidden from people and assistive technology: only bots fill it (the form then pretends success). */
export const HoneypotField = forwardRef<HTMLInputElement, { id: string }>(function HoneypotField({ id }, ref) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Strona internetowa</label>
      <input id={id} ref={ref} tabIndex={-1} autoComplete="off" />
    </div>
  );
});

type ConsentFieldProps = {
  id: string;
  checked: boolean;
  error?: string;
  describedBy?: string;
  /** What the data is processed for, e.g. "odpowiedzi na wiadomość". */
  purpose: string;
  onChange: (checked: boolean) => void;
};

/** The consent a form needs before it sends personal data, with a link to the privacy policy. */
export function ConsentField({ id, checked, error, describedBy, purpose, onChange }: ConsentFieldProps) {
  return (
    <div className="field">
      <label className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          Zgadzam się na przetwarzanie moich danych w celu {purpose}. Szczegóły w{' '}
          <Link to="/polityka-prywatnosci">polityce prywatności</Link>.
        </span>
      </label>
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
