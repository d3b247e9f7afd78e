import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

type FieldProps = {
  /** The id of the control the label names. */
  id: string;
  label: ReactNode;
  /** Extra classes next to "field". */
  className?: string;
  /** The control, then anything shown under it (hint, problem). */
  children: ReactNode;
};

/** A label and its control in the site's .field layout. */
export function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

type ControlFieldProps<Attributes> = Omit<Attributes, 'id'> & { id: string; label: ReactNode };

/** A labelled <select> in the .field layout; its options are the children. */
export function SelectField({ id, label, children, ...select }: ControlFieldProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field id={id} label={label}>
      <select id={id} className="select" {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A labelled <input> in the .field layout. */
export function InputField({ id, label, ...input }: ControlFieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field id={id} label={label}>
      <input id={id} {...input} />
    </Field>
  );
}
