import { Link } from '@tanstack/react-router';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './field';

/** The id of a field's error message, for aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> & {
  /** Needed when an ErrorSummary links to the field; generated otherwise. */
  id?: string;
  label: string;
  error?: string | null;
  hint?: string;
  /**
   * The form lists its errors in an ErrorSummary, which announces them: the field's own error is then not an alert
   * again, and the field always states whether it is valid (aria-invalid "false" once corrected).
   */
  summarised?: boolean;
};

/** A labelled one-line input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ id: givenId, label, error, hint, summarised = false, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} announced={!summarised}>
      <input
        id={id}
        className="text-input"
        aria-invalid={summarised ? Boolean(error) : error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </LabelledField>
  );
}

type LabelledFieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The error is an alert of its own (not when an ErrorSummary announces it or the form focuses the first problem). */
  announced?: boolean;
  /** The control, with the given id. */
  children: ReactNode;
};

/** A form control with its label above and its hint and error below (ids `<id>-hint` and `<id>-error`). */
export function LabelledField({ id, label, hint, error, announced = false, children }: LabelledFieldProps) {
  return (
    <Field id={id} label={label}>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="field-error" role={announced ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </Field>
  );
}

type FieldProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  describedBy?: string;
  onChange: (value: string) => void;
};

type TextAreaFieldProps = FieldProps & { rows?: number; hint?: string };

/** A labelled multi-line input with an optional hint and its error below. */
export function TextAreaField({ id, label, value, error, rows = 5, hint, describedBy, onChange }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="text-input"
        rows={rows}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
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
