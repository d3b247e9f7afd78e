import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { createTool, isToolSlugTaken, logoUrl, removeLogo, updateTool, uploadLogo, type AdminTool } from '../api';
import { describeRankingError, toolChangedProblem } from '../problems';
import {
  commercialUseOptions,
  emptyToolForm,
  polishSupportOptions,
  slugFromName,
  toolCategories,
  toolSlugProblem,
  toolToForm,
  useCaseOptions,
  validateToolForm,
  type ToolField,
  type ToolFormErrors,
  type ToolFormValues,
} from '../tool-form';
import { controlProps, FormField } from '../../../components/admin/form-field';
import { LogoField, type LogoChoice } from './logo-field';
import { useSlugTaken } from '../../../components/admin/use-slug-taken';

type ToolEditorProps = {
  /** The tool to edit; undefined for a new one. */
  tool?: AdminTool;
  onSaved: (tool: AdminTool, created: boolean) => void;
  onCancel: () => void;
};

// Fields in the order they appear, so the first problem gets focus.
const fieldOrder: ToolField[] = [
  'name',
  'slug',
  'vendor',
  'category',
  'score',
  'priceFromUsd',
  'hasFreeTier',
  'pricingNote',
  'commercialUse',
  'licenceNote',
  'polishSupport',
  'useCases',
  'bestFor',
  'strengths',
  'weaknesses',
  'url',
];

/** Create or edit form of a ranked tool, with the logo upload, a live slug check and exact save problems. */
export function ToolEditor({ tool, onSaved, onCancel }: ToolEditorProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ToolFormValues>(() => (tool ? toolToForm(tool) : emptyToolForm));
  const [errors, setErrors] = useState<ToolFormErrors>({});
  const [slugEdited, setSlugEdited] = useState(Boolean(tool));
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'keep' });
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [conflict, setConflict] = useState(false);
  const saving = status.kind === 'saving';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Duplicate-slug check while typing, debounced; the database's unique constraint stays the final word.
  const slug = values.slug.trim();
  const slugState = useSlugTaken(slug, {
    skip: Boolean(toolSlugProblem(slug)) || slug === tool?.slug,
    isTaken: (candidate) => isToolSlugTaken(candidate, tool?.id),
  });

  const slugTaken = slugState === 'taken';
  const slugError = errors.slug ?? (slugTaken ? 'To adres innego narzędzia w rankingu. Wybierz inny adres.' : undefined);

  function update<K extends keyof ToolFormValues>(field: K, value: ToolFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'name' && !slugEdited) next.slug = slugFromName(String(value));
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusField(field: ToolField) {
    const element = document.getElementById(id(field)) ?? document.querySelector<HTMLElement>(`[data-field="${idPrefix}-${field}"] input`);
    element?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const { errors: found, payload } = validateToolForm(values);
    if (slugTaken) found.slug = 'To adres innego narzędzia w rankingu. Wybierz inny adres.';
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
    let logoPath = tool?.logo_path ?? null;
    let uploaded: string | null = null;
    if (logo.kind === 'replace') {
      setStatus({ kind: 'saving', message: 'Wysyłanie logo…' });
      const upload = await uploadLogo(logo.file, payload.slug);
      if (!upload.ok) {
        setStatus({ kind: 'error', message: 'error' in upload ? describeRankingError(upload.error) : toolChangedProblem });
        return;
      }
      uploaded = upload.value;
      logoPath = uploaded;
    } else if (logo.kind === 'remove') {
      logoPath = null;
    }

    setStatus({ kind: 'saving', message: 'Zapisywanie…' });
    const row = { ...payload, logo_path: logoPath };
    const result = tool ? await updateTool(tool.id, tool.updated_at, row) : await createTool(row);
    if (!result.ok) {
      // The new file belongs to nothing now.
      if (uploaded) await removeLogo(uploaded);
      if ('conflict' in result) {
        setConflict(true);
        setStatus({ kind: 'error', message: toolChangedProblem });
      } else {
        setStatus({ kind: 'error', message: describeRankingError(result.error) });
        if (result.error.code === '23505') focusField('slug');
      }
      return;
    }
    // The old file is no longer shown anywhere.
    if (tool?.logo_path && tool.logo_path !== result.value.logo_path) await removeLogo(tool.logo_path);
    setStatus(idleStatus);
    onSaved(result.value, !tool);
  }

  const text = (
    field: 'name' | 'vendor' | 'url' | 'score' | 'priceFromUsd',
    label: string,
    hint?: string,
    inputMode?: 'decimal' | 'url',
  ) => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]}>
      <input
        {...controlProps(id(field), errors[field], Boolean(hint))}
        className="text-input"
        type="text"
        inputMode={inputMode}
        value={values[field]}
        onChange={(event) => update(field, event.currentTarget.value)}
        disabled={saving}
      />
    </FormField>
  );

  const area = (field: 'pricingNote' | 'licenceNote' | 'bestFor' | 'strengths' | 'weaknesses', label: string, hint?: string) => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]}>
      <textarea
        {...controlProps(id(field), errors[field], Boolean(hint))}
        className="text-input tool-editor__textarea"
        rows={field === 'strengths' || field === 'weaknesses' ? 4 : 3}
        value={values[field]}
        onChange={(event) => update(field, event.currentTarget.value)}
        disabled={saving}
      />
    </FormField>
  );

  const select = (
    field: 'category' | 'commercialUse' | 'polishSupport',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField id={id(field)} label={label} error={errors[field]}>
      <select
        {...controlProps(id(field), errors[field], false)}
        className="select"
        value={values[field]}
        onChange={(event) => update(field, event.currentTarget.value)}
        disabled={saving}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );

  const slugHint = (
    <>
      Adres strony narzędzia, np. <code>adobe-firefly</code>.{' '}
      <span aria-live="polite" data-testid="slug-check">
        {slugState === 'checking' && 'Sprawdzamy, czy adres jest wolny…'}
        {slugState === 'free' && 'Adres jest wolny.'}
        {slugState === 'unknown' && 'Nie udało się sprawdzić adresu; sprawdzimy go przy zapisie.'}
      </span>
    </>
  );

  return (
    <section className="tool-editor" aria-labelledby={id('title')}>
      <h2 id={id('title')} ref={headingRef} tabIndex={-1} className="section-title">
        {tool ? `Edycja: ${tool.name}` : 'Nowe narzędzie'}
      </h2>
      {!tool && <p className="field-hint">Nowe narzędzie trafi na koniec rankingu; miejsce zmienisz na stronie „Kolejność rankingu”.</p>}
      <form noValidate onSubmit={(event) => void submit(event)} className="tool-editor__form">
        <div className="tool-editor__grid">
          {text('name', 'Nazwa')}
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
          {text('vendor', 'Producent')}
          {select('category', 'Kategoria', toolCategories)}
          {text('score', 'Ocena (0–10)', 'Jedno miejsce po przecinku, np. 8,5.', 'decimal')}
          {text('priceFromUsd', 'Cena od (USD miesięcznie)', 'Najtańszy płatny plan; zostaw puste, gdy nie ma abonamentu.', 'decimal')}
        </div>

        <div className="checkbox">
          <input
            id={id('hasFreeTier')}
            type="checkbox"
            checked={values.hasFreeTier}
            onChange={(event) => update('hasFreeTier', event.currentTarget.checked)}
            disabled={saving}
          />
          <label htmlFor={id('hasFreeTier')}>Ma darmowy plan</label>
        </div>

        {area('pricingNote', 'Co obejmuje cena')}
        <div className="tool-editor__grid">
          {select('commercialUse', 'Użytek komercyjny', commercialUseOptions)}
          {select('polishSupport', 'Obsługa języka polskiego', polishSupportOptions)}
        </div>
        {area('licenceNote', 'Licencja')}

        <fieldset
          className="field field--checkboxes"
          data-field={`${idPrefix}-useCases`}
          aria-describedby={errors.useCases ? id('useCases-error') : undefined}
        >
          <legend className="field-label">Zastosowania</legend>
          {useCaseOptions.map((option) => (
            <div className="checkbox" key={option.value}>
              <input
                id={id(`useCase-${option.value}`)}
                type="checkbox"
                checked={values.useCases.includes(option.value)}
                onChange={(event) =>
                  update(
                    'useCases',
                    event.currentTarget.checked
                      ? [...values.useCases, option.value]
                      : values.useCases.filter((value) => value !== option.value),
                  )
                }
                disabled={saving}
              />
              <label htmlFor={id(`useCase-${option.value}`)}>{option.label}</label>
            </div>
          ))}
          {errors.useCases && (
            <p id={id('useCases-error')} className="field-error">
              {errors.useCases}
            </p>
          )}
        </fieldset>

        {area('bestFor', 'Najlepsze do', 'Dokończ zdanie „Najlepsze do…”, np. „ilustracji i moodboardów”.')}
        <div className="tool-editor__grid">
          {area('strengths', 'Mocne strony', 'Jedna w wierszu, najwyżej 10.')}
          {area('weaknesses', 'Słabe strony', 'Jedna w wierszu, najwyżej 10.')}
        </div>
        {text('url', 'Strona narzędzia', 'Pełny adres zaczynający się od https://.', 'url')}

        <LogoField
          currentUrl={tool?.logo_path ? logoUrl(tool.logo_path) : null}
          toolName={values.name}
          choice={logo}
          onChange={setLogo}
          disabled={saving}
        />

        <SaveStatus status={status} testId="tool-editor-status">
          {conflict && (
            <button type="button" className="button button--secondary button--small" onClick={onCancel}>
              Zamknij formularz i wczytaj listę ponownie
            </button>
          )}
        </SaveStatus>
        <div className="tool-editor__actions">
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {tool ? 'Zapisz zmiany' : 'Dodaj narzędzie'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
            Anuluj
          </button>
        </div>
      </form>
    </section>
  );
}
