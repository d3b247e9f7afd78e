import type { ReactNode } from 'react';

type RadioChoicesProps<Value extends string | number> = {
  /** The radio group's name. */
  name: string;
  values: readonly Value[];
  /** Each value's text; the value itself without it. */
  label?: (value: Value) => ReactNode;
  /** The chosen value, if any. */
  chosen: unknown;
  onChoose: (value: Value) => void;
};

/** One radio button a value, each as a .choice tile with its text. */
export function RadioChoices<Value extends string | number>({ name, values, label, chosen, onChoose }: RadioChoicesProps<Value>) {
  return values.map((value) => (
    <label key={value} className="choice">
      <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => onChoose(value)} />
      <span>{label ? label(value) : value}</span>
    </label>
  ));
}
