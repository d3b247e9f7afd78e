import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { createTerm, isTermSlugTaken, updateTerm, type AdminTerm } from '../api';
import { describeGlossaryError, termChangedProblem } from '../problems';
import {
  emptyTermForm,
  slugFromTerm,
  termSlugProblem,
  termToForm,
  validateTermForm,
  type TermField,
  type TermFormErrors,
  type TermFormValues,
  type TermOption,
} from '../term-form';
import { controlProps, FormField } from '../../../components/admin/form-field';
import { RelatedTermsPicker } from './related-terms-picker';
import { useSlugTaken } from '../../../components/admin/use-slug-taken';

type TermEditorProps = {
  /** The term to edit; undefined for a new one. */
  term?: AdminTerm;
  /** Every term (slug and name) for the related-term picker. */
  options: readonly TermOption[];
  onSaved: (term: AdminTerm, created: boolean) => void;
  onCancel: () => void;
};

const fieldOrder: TermField[] = ['term', 'slug', 'alsoKnownAs', 'definition', 'example', 'relatedTerms', 'relatedPosts'];
const slugTakenProblem = 'To adres innego pojęcia w słowniku. Wybierz inny adres.';

/** Create or edit form of a glossary term, with a live duplicate-slug check and related-term links. */
export function TermEditor({ term, options, onSaved, onCancel }: TermEditorProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<TermFormValues>(() => (term ? termToForm(term) : emptyTermForm));
  const [errors, setErrors] = useState<TermFormErrors>({});
  const [slugEdited, setSlugEdited] = useState(Boolean(term));
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [conflict, setConflict] = useState(false);
  const saving = status.kind === 'saving';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Duplicate-slug check while typing, debounced; the database's unique constraint stays the final word.
  const slug = values.slug.trim();
  const slugState = useSlugTaken(slug, {
    skip: Boolean(termSlugProblem(slug)) || slug === term?.slug,
    isTaken: (candidate) => isTermSlugTaken(candidate, term?.id),
  });

  const slugTaken = slugState === 'taken';
  const slugError = errors.slug ?? (slugTaken ? slugTakenProblem : undefined);

  function update<K extends keyof TermFormValues>(field: K, value: TermFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'term' && !slugEdited) next.slug = slugFromTerm(String(value));
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusField(field: TermField) {
    const element =
      document.getElementById(id(field)) ??
      document.querySelector<HTMLElement>(`[data-field="${idPrefix}-${field}"] input, [data-field="${idPrefix}-${field}"] button`);
    element?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const { errors: found, payload } = validateTermForm(values);
    if (slugTaken) found.slug = slugTakenProblem;
    setErrors(found);
    const problems = fieldOrder.filter((field) => found[field]);
    if (!payload || problems.length > 0) {
      setStatus({
        kind: 'error',
        message: `Popraw ${problems.length === 1 ? 'jedno pole' : `pola (${problems.length})`} zaznaczone w formularzu — nic nie zostało zapisane.`,
      });
      focusField(problems[0]!);
      return;
    }
    setConflict(false);
    setStatus({ kind: 'saving', message: 'Zapisywanie…' });
    const result = term ? await updateTerm(term.id, term.updated_at, payload) : await createTerm(payload);
    if (!result.ok) {
      if ('conflict' in result) {
        setConflict(true);
        setStatus({ kind: 'error', message: termChangedProblem });
      } else {
        setStatus({ kind: 'error', message: describeGlossaryError(result.error) });
        if (result.error.code === '23505') focusField('slug');
      }
      return;
    }
    setStatus(idleStatus);
    onSaved(result.value, !term);
  }

  const input = (field: 'term' | 'alsoKnownAs', label: string, hint?: string) => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]}>
      <input
        {...controlProps(id(field), errors[field], Boolean(hint))}
        className="text-input"
        type="text"
        value={values[field]}
        onChange={(event) => update(field, event.currentTarget.value)}
        disabled={saving}
      />
    </FormField>
  );

  const area = (field: 'definition' | 'example' | 'relatedPosts', label: string, rows: number, hint?: string) => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]}>
      <textarea
        {...controlProps(id(field), errors[field], Boolean(hint))}
        className="text-input term-editor__textarea"
        rows={rows}
        value={values[field]}
        onChange={(event) => update(field, event.currentTarget.value)}
        disabled={saving}
      />
    </FormField>
  );

  const slugHint = (
    <>
      Adres strony pojęcia: /slownik-ai/<code>{slug || 'adres'}</code>.{' '}
      <span aria-live="polite" data-testid="slug-check">
        {slugState === 'checking' && 'Sprawdzamy, czy adres jest wolny…'}
        {slugState === 'free' && 'Adres jest wolny.'}
        {slugState === 'unknown' && 'Nie udało się sprawdzić adresu; sprawdzimy go przy zapisie.'}
      </span>
      {term && slug !== term.slug && ' Linki z innych pojęć zostaną zaktualizowane.'}
    </>
  );

  return (
    <section className="term-editor" aria-labelledby={id('title')}>
      <h2 id={id('title')} ref={headingRef} tabIndex={-1} className="section-title">
        {term ? `Edycja: ${term.term}` : 'Nowe pojęcie'}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="term-editor__form">
        <div className="term-editor__grid">
          {input('term', 'Pojęcie')}
          <FormField id={id('slug')} label="Adres (slug)" hint={slugHint} error={slugError}>
            <input
              {...controlProps(id('slug'), slugError, true)}
              className="text-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={values.slug}
              onChange={(event) => {
                setSlugEdited(true);
                update('slug', event.currentTarget.value);
              }}
              disabled={saving}
            />
          </FormField>
        </div>
        {input('alsoKnownAs', 'Inne nazwy', 'Nazwa angielska lub rozwinięcie skrótu, np. „depth of field”. Opcjonalnie.')}
        {area('definition', 'Definicja', 5)}
        {area('example', 'Przykład', 3, 'Opcjonalnie: jak to wygląda w praktyce.')}
        <div data-field={`${idPrefix}-relatedTerms`}>
          <RelatedTermsPicker
            options={options}
            ownSlug={slug}
            value={values.relatedTerms}
            onChange={(next) => update('relatedTerms', next)}
            error={errors.relatedTerms}
            disabled={saving}
          />
        </div>
        {area(
          'relatedPosts',
          'Powiązane artykuły',
          2,
          'Adresy artykułów, jeden w wierszu (np. „jak-pisac-prompty”). Pokazujemy tylko opublikowane.',
        )}

        <SaveStatus status={status} testId="term-editor-status">
          {conflict && (
            <button type="button" className="button button--secondary button--small" onClick={onCancel}>
              Zamknij formularz i wczytaj listę ponownie
            </button>
          )}
        </SaveStatus>
        <div className="term-editor__actions">
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {term ? 'Zapisz zmiany' : 'Dodaj pojęcie'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
            Anuluj
          </button>
        </div>
      </form>
    </section>
  );
}
