import { Link } from '@tanstack/react-router';
import { MAX_ACCESSORIES, accessoryKinds, accessoryLabels, creatureColors, type CreatureParts } from '../creature';

/** One part of the creature picked from named options (body, eyes, mouth), as radio buttons. */
export function CreatureChoiceGroup<T extends string>({
  formId,
  legend,
  name,
  values,
  labels,
  current,
  onPick,
}: {
  formId: string;
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, { label: string }>;
  current: T;
  onPick: (value: T) => void;
}) {
  return (
    <fieldset className="creature-editor__group">
      <legend className="creature-editor__legend">{legend}</legend>
      <div className="creature-editor__options">
        {values.map((value) => (
          <label key={value} className="choice creature-editor__choice">
            <input type="radio" name={`${formId}-${name}`} value={value} checked={current === value} onChange={() => onPick(value)} />
            <span>{labels[value].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One colour of the creature picked from the palette, with its error when the colour is not allowed. */
export function CreatureColorGroup({
  formId,
  legend,
  colorKey,
  current,
  error,
  onPick,
}: {
  formId: string;
  legend: string;
  colorKey: 'bodyColor' | 'accentColor';
  current: string;
  error: string | undefined;
  onPick: (hex: string) => void;
}) {
  return (
    <fieldset
      className="creature-editor__group"
      id={`${formId}-${colorKey}`}
      tabIndex={-1}
      aria-describedby={error ? `${formId}-${colorKey}-error` : undefined}
    >
      <legend className="creature-editor__legend">{legend}</legend>
      <div className="creature-editor__swatches">
        {creatureColors.map((color) => (
          <label key={color.hex} className="creature-swatch" title={color.name}>
            <input
              type="radio"
              name={`${formId}-${colorKey}`}
              value={color.hex}
              checked={current === color.hex}
              onChange={() => onPick(color.hex)}
            />
            <span className="creature-swatch__color" style={{ background: color.hex }} aria-hidden="true" />
            <span className="visually-hidden">{color.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${formId}-${colorKey}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The accessories, as checkboxes: at most MAX_ACCESSORIES at once. */
export function CreatureAccessoryGroup({
  formId,
  accessories,
  onToggle,
}: {
  formId: string;
  accessories: CreatureParts['accessories'];
  onToggle: (accessory: (typeof accessoryKinds)[number]) => void;
}) {
  return (
    <fieldset className="creature-editor__group" aria-describedby={`${formId}-accessories-hint`}>
      <legend className="creature-editor__legend">Dodatki</legend>
      <p className="field-hint" id={`${formId}-accessories-hint`}>
        Najwyżej {MAX_ACCESSORIES}. Wybrano: {accessories.length}.
      </p>
      <div className="creature-editor__options">
        {accessoryKinds.map((accessory) => {
          const checked = accessories.includes(accessory);
          return (
            <label key={accessory} className="choice creature-editor__choice">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && accessories.length >= MAX_ACCESSORIES}
                onChange={() => onToggle(accessory)}
              />
              <span>{accessoryLabels[accessory].label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What a visitor sees instead of the upload and the send button. */
export function CreatureLoginPrompt() {
  return (
    <div className="callout creature-editor__login" data-testid="creature-login-prompt">
      <p>
        <strong>Zaloguj się, aby wysłać stwora do galerii.</strong> Twój projekt zapamiętamy w tej karcie przeglądarki.
      </p>
      <p>
        <Link to="/login" search={{ redirect: '/stworz-stwora' }} className="button">
          Zaloguj się
        </Link>{' '}
        <Link to="/register" search={{ redirect: '/stworz-stwora' }}>
          Nie masz konta? Załóż je
        </Link>
      </p>
    </div>
  );
}
