import type { InputHTMLAttributes, ReactNode } from 'react';
import { normalizeHex } from '../lib/hex-color';
import { Field, InputField } from './field';
import './color-fields.css';

type ColorFieldsProps = {
  /** Prefix of the controls' ids. */
  id: string;
  /** The colour's name; the text field is "<label> (HEX)". */
  label: string;
  /** The colour in use (#rrggbb). */
  color: string;
  /** The text field's value as typed. */
  draft: string;
  /** A colour chosen in the picker. */
  onPick: (hex: string) => void;
  onDraft: (text: string) => void;
  /** A typed value that is a valid colour, normalised. */
  onColor: (hex: string) => void;
  /** The hint under the text field; `invalid` when the draft is not a colour (the hint is then an alert). */
  hint: (invalid: boolean) => ReactNode;
  /** Extra attributes of the text field. */
  hexInput?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
};

/** A colour as a picker and as HEX text that may be typed freely and counts once it is a colour. */
export function ColorFields({ id, label, color, draft, onPick, onDraft, onColor, hint, hexInput }: ColorFieldsProps) {
  const invalid = normalizeHex(draft) === null;
  return (
    <>
      <InputField
        id={`${id}-picker`}
        label={label}
        type="color"
        className="color-input"
        value={color}
        onChange={(event) => onPick(event.target.value)}
      />
      <Field id={`${id}-hex`} label={`${label} (HEX)`}>
        <input
          id={`${id}-hex`}
          className="text-input"
          value={draft}
          spellCheck={false}
          {...hexInput}
          aria-invalid={invalid}
          aria-describedby={`${id}-hex-hint`}
          onChange={(event) => {
            onDraft(event.target.value);
            const hex = normalizeHex(event.target.value);
            if (hex) onColor(hex);
          }}
        />
        <p id={`${id}-hex-hint`} className="field-hint" role={invalid ? 'alert' : undefined}>
          {hint(invalid)}
        </p>
      </Field>
    </>
  );
}
