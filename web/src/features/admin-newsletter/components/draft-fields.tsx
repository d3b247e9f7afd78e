import { useId } from 'react';
import { Field } from '../../../components/field';
import { ISSUE_LAYOUTS, LAYOUT_LABELS, SUBJECT_MAX, type DraftErrors, type IssueDraft } from '../sending';

/** The draft's fields: subject, layout and Markdown body, each with its error. */
export function DraftFields({
  draft,
  errors,
  onChange,
}: {
  draft: IssueDraft;
  errors: DraftErrors;
  onChange: (draft: IssueDraft) => void;
}) {
  const ids = { subject: useId(), body: useId(), subjectError: useId(), bodyError: useId(), bodyHint: useId() };
  return (
    <>
      <Field id={ids.subject} label="Temat">
        <input
          id={ids.subject}
          className="text-input"
          value={draft.subject}
          maxLength={SUBJECT_MAX + 50}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? ids.subjectError : undefined}
          onChange={(event) => onChange({ ...draft, subject: event.target.value })}
        />
        {errors.subject ? (
          <p id={ids.subjectError} className="field-error">
            {errors.subject}
          </p>
        ) : null}
      </Field>

      <fieldset className="admin-newsletter__layouts">
        <legend className="field-label">Układ</legend>
        {ISSUE_LAYOUTS.map((layout) => (
          <label key={layout} className="checkbox">
            <input
              type="radio"
              name="layout"
              value={layout}
              checked={draft.layout === layout}
              onChange={() => onChange({ ...draft, layout })}
            />
            {LAYOUT_LABELS[layout]}
          </label>
        ))}
      </fieldset>

      <Field id={ids.body} label="Treść (Markdown)">
        <textarea
          id={ids.body}
          className="text-input admin-newsletter__body"
          rows={14}
          value={draft.bodyMd}
          aria-invalid={errors.bodyMd ? true : undefined}
          aria-describedby={[ids.bodyHint, errors.bodyMd ? ids.bodyError : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...draft, bodyMd: event.target.value })}
        />
        <p id={ids.bodyHint} className="field-hint">
          Nagłówki (#), **pogrubienie**, [linki](https://…), listy i tabele. Stopka z linkiem do wypisania dodaje się sama.
        </p>
        {errors.bodyMd ? (
          <p id={ids.bodyError} className="field-error">
            {errors.bodyMd}
          </p>
        ) : null}
      </Field>
    </>
  );
}
