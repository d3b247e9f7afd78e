import type { ReactNode } from 'react';
import { LabelledField } from '../form-fields';

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

/** A labelled control with its hint and its problem, in the site's .field layout (the form focuses the first problem). */
export function FormField(props: FormFieldProps) {
  return <LabelledField {...props} />;
}
