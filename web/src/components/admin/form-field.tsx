import type { ReactNode } from 'react';
import { Field } from '../field';

type FormFieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The control, rendered with `id`, `aria-invalid` and `aria-describedby` from `controlProps(id, …)`. */
  children: ReactNode;
};

/** The ids a control needs so its hint and its error are read with it. */
export function controlProps(id: string, error: string | undefined, hasHint: boolean) {
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A labelled control with its hint and its problem, in the site's .field layout. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <Field id={id} label={label}>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </Field>
  );
}
