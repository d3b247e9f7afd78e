type OptionsProps<Value extends string> = {
  values: readonly Value[];
  /** Each value's text: a table or a function; without it the value itself. */
  labels?: Record<Value, string> | ((value: Value) => string);
};

/** The <option>s of a <select>, one a value. */
export function Options<Value extends string>({ values, labels }: OptionsProps<Value>) {
  const label = (value: Value) => (labels === undefined ? value : typeof labels === 'function' ? labels(value) : labels[value]);
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
