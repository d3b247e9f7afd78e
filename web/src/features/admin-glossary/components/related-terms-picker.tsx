import { useId, useRef, useState } from 'react';
import { countNoun } from '../../../lib/format';
import { relatedTermOptions, relatedTermsMax, type TermOption } from '../term-form';

type RelatedTermsPickerProps = {
  /** Every term of the glossary (slug and name). */
  options: readonly TermOption[];
  /** The slug of the term being edited (it cannot link to itself). */
  ownSlug: string;
  /** Chosen slugs in the editor's order. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
};

const shownMax = 8;
const termForms = ['pojęcie', 'pojęcia', 'pojęć'] as const;

/**
 * Related terms picked from the existing ones: a filter box with matching terms as "Dodaj" buttons, and the chosen
 * terms in order, each with "Usuń". Plain buttons, so it works the same with a keyboard, a mouse and a screen reader.
 */
export function RelatedTermsPicker({ options, ownSlug, value, onChange, error, disabled = false }: RelatedTermsPickerProps) {
  const filterId = useId();
  const legendId = useId();
  const errorId = useId();
  const filterRef = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState('');
  const nameOf = new Map(options.map((option) => [option.slug, option.term]));
  const matching = relatedTermOptions(options, ownSlug, value, filter);
  const full = value.length >= relatedTermsMax;

  return (
    <fieldset
      className="field admin-editor__box related-picker"
      aria-describedby={error ? errorId : undefined}
      data-testid="related-picker"
    >
      <legend id={legendId} className="field-label">
        Powiązane pojęcia
      </legend>

      {value.length === 0 ? (
        <p className="field-hint">Nie wybrano jeszcze powiązanych pojęć.</p>
      ) : (
        <ol className="related-picker__chosen" aria-label="Wybrane powiązane pojęcia">
          {value.map((slug) => (
            <li key={slug} className="chip related-picker__chip">
              <span>{nameOf.get(slug) ?? slug}</span>
              {!nameOf.has(slug) && <span className="field-error"> (nie ma takiego pojęcia)</span>}
              <button
                type="button"
                className="related-picker__remove"
                aria-label={`Usuń powiązanie z „${nameOf.get(slug) ?? slug}”`}
                disabled={disabled}
                onClick={() => {
                  onChange(value.filter((chosen) => chosen !== slug));
                  // The button disappears with the chip; keep focus in the picker.
                  filterRef.current?.focus();
                }}
              >
                Usuń
              </button>
            </li>
          ))}
        </ol>
      )}

      <label htmlFor={filterId} className="field-label related-picker__filter-label">
        Znajdź pojęcie do powiązania
      </label>
      <input
        ref={filterRef}
        id={filterId}
        type="search"
        className="text-input"
        value={filter}
        autoComplete="off"
        disabled={disabled || full}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <p className="field-hint" aria-live="polite">
        {full
          ? `Wybrano już najwięcej pojęć (${relatedTermsMax}).`
          : filter.trim() === ''
            ? 'Wpisz fragment nazwy, aby zawęzić listę.'
            : `Pasuje ${countNoun(matching.length, termForms)}${matching.length > shownMax ? `; pokazujemy pierwsze ${shownMax}` : ''}.`}
      </p>
      {!full && matching.length > 0 && (
        <ul className="related-picker__options">
          {matching.slice(0, shownMax).map((option) => (
            <li key={option.slug}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Dodaj powiązanie z „${option.term}”`}
                disabled={disabled}
                onClick={() => {
                  onChange([...value, option.slug]);
                  setFilter('');
                  filterRef.current?.focus();
                }}
              >
                Dodaj „{option.term}”
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
