import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ApiError, WriteResult } from '../../lib/admin-api';
import { controlProps, FormField } from './form-field';
import { SaveStatus, idleStatus, type SaveStatusValue } from './save-status';
import { useSlugTaken, type SlugAvailability } from './use-slug-taken';
import './admin-shared.css';

type FormValues = { slug: string };
type Validation<V, P> = (values: V) => { errors: Partial<Record<keyof V, string>>; payload?: P };

type RecordFormOptions<V extends FormValues> = {
  /** The form's first values (the record's, or empty ones for a new record). */
  initial: V;
  /** The saved record, when editing one: its slug needs no check, and its id is left out of the check. */
  saved?: { id: string; slug: string };
  /** The field the slug follows until the admin edits the slug (e.g. the name). */
  nameField: keyof V;
  slugFrom: (name: string) => string;
  /** Why the slug's format is wrong, if it is (then it is not checked against the database). */
  slugProblem: (slug: string) => string | undefined;
  isSlugTaken: (slug: string, exceptId?: string) => Promise<boolean>;
  slugTakenProblem: string;
  /** The fields in the order they appear, so the first problem gets focus. */
  fieldOrder: readonly (keyof V & string)[];
};

/**
 * The state of an admin create/edit form of a record with a slug (glossary term, ranked tool): values and per-field
 * problems, the slug that follows the name until edited and is checked while typed, the save status and conflicts.
 */
export function useRecordForm<V extends FormValues>(options: RecordFormOptions<V>) {
  const { saved, nameField } = options;
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [slugEdited, setSlugEdited] = useState(Boolean(saved));
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [conflict, setConflict] = useState(false);
  const saving = status.kind === 'saving';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Duplicate-slug check while typing, debounced; the database's unique constraint stays the final word.
  const slug = values.slug.trim();
  const slugState = useSlugTaken(slug, {
    skip: Boolean(options.slugProblem(slug)) || slug === saved?.slug,
    isTaken: (candidate) => options.isSlugTaken(candidate, saved?.id),
  });
  const slugTaken = slugState === 'taken';
  const slugError = errors.slug ?? (slugTaken ? options.slugTakenProblem : undefined);

  function update<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === nameField && !slugEdited) next.slug = options.slugFrom(String(value));
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function editSlug(value: string) {
    setSlugEdited(true);
    update('slug', value as V['slug']);
  }

  function focusField(field: string) {
    const element =
      document.getElementById(id(field)) ??
      document.querySelector<HTMLElement>(`[data-field="${idPrefix}-${field}"] input, [data-field="${idPrefix}-${field}"] button`);
    element?.focus();
  }

  /** Validates like the database will; the row to save, or undefined after showing and focusing the problems. */
  function check<P>(validate: Validation<V, P>): P | undefined {
    const { errors: found, payload } = validate(values);
    if (slugTaken) found.slug = options.slugTakenProblem;
    setErrors(found);
    const problems = options.fieldOrder.filter((field) => found[field]);
    if (payload && problems.length === 0) {
      setConflict(false);
      return payload;
    }
    setStatus({
      kind: 'error',
      message: `Popraw ${problems.length === 1 ? 'jedno pole' : `pola (${problems.length})`} zaznaczone w formularzu — nic nie zostało zapisane.`,
    });
    focusField(problems[0]!);
    return undefined;
  }

  /** Shows why a save failed: someone else's change (a conflict), or the database's reason. */
  function failed(result: Exclude<WriteResult<unknown>, { ok: true }>, changedProblem: string, describe: (error: ApiError) => string) {
    if ('conflict' in result) {
      setConflict(true);
      setStatus({ kind: 'error', message: changedProblem });
    } else {
      setStatus({ kind: 'error', message: describe(result.error) });
      if (result.error.code === '23505') focusField('slug');
    }
  }

  return {
    idPrefix,
    id,
    headingRef,
    values,
    errors,
    update,
    editSlug,
    slug,
    slugState,
    slugError,
    status,
    setStatus,
    conflict,
    saving,
    check,
    failed,
  };
}

export type RecordForm<V extends FormValues> = ReturnType<typeof useRecordForm<V>>;

/** What the live slug check says, for the slug field's hint. */
export function SlugCheck({ state }: { state: SlugAvailability | null }) {
  return (
    <span aria-live="polite" data-testid="slug-check">
      {state === 'checking' && 'Sprawdzamy, czy adres jest wolny…'}
      {state === 'free' && 'Adres jest wolny.'}
      {state === 'unknown' && 'Nie udało się sprawdzić adresu; sprawdzimy go przy zapisie.'}
    </span>
  );
}

/** The slug input, with its hint (which says what the check found) and its problem. */
export function SlugField<V extends FormValues>({ form, hint }: { form: RecordForm<V>; hint: ReactNode }) {
  return (
    <FormField id={form.id('slug')} label="Adres (slug)" hint={hint} error={form.slugError}>
      <input
        {...controlProps(form.id('slug'), form.slugError, true)}
        className="text-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={form.values.slug}
        onChange={(event) => form.editSlug(event.currentTarget.value)}
        disabled={form.saving}
      />
    </FormField>
  );
}

type TextProps<V extends FormValues, K extends keyof V> = {
  form: RecordForm<V>;
  field: K & string;
  label: string;
  hint?: string;
};

/** What a text control of a record form gets: its ids for hint and problem, its value, updates and the saving lock. */
function textControl<V extends FormValues, K extends keyof V>({ form, field, hint }: TextProps<V, K>) {
  return {
    ...controlProps(form.id(field), form.errors[field], Boolean(hint)),
    value: String(form.values[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.update(field, event.currentTarget.value as V[K]),
    disabled: form.saving,
  };
}

/** A one-line text field of a record form. */
export function RecordInput<V extends FormValues, K extends keyof V>(props: TextProps<V, K> & { inputMode?: 'decimal' | 'url' }) {
  const { form, field, label, hint, inputMode } = props;
  return (
    <FormField id={form.id(field)} label={label} hint={hint} error={form.errors[field]}>
      <input {...textControl(props)} className="text-input" type="text" inputMode={inputMode} />
    </FormField>
  );
}

/** A multi-line text field of a record form. */
export function RecordTextArea<V extends FormValues, K extends keyof V>(props: TextProps<V, K> & { rows: number }) {
  const { form, field, label, hint, rows } = props;
  return (
    <FormField id={form.id(field)} label={label} hint={hint} error={form.errors[field]}>
      <textarea {...textControl(props)} className="text-input admin-editor__textarea" rows={rows} />
    </FormField>
  );
}

type RecordEditorProps<V extends FormValues> = {
  form: RecordForm<V>;
  /** The class of the section (e.g. "term-editor"); its form gets `<className>__form`. */
  className: string;
  title: string;
  /** Shown under the title (e.g. where a new record goes). */
  intro?: ReactNode;
  submitLabel: string;
  statusTestId: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
};

/** The frame of an admin create/edit form: its focused title, the fields, the save status and Save / Cancel. */
export function RecordEditor<V extends FormValues>({
  form,
  className,
  title,
  intro,
  submitLabel,
  statusTestId,
  onSubmit,
  onCancel,
  children,
}: RecordEditorProps<V>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.saving) void onSubmit();
  };
  return (
    <section className={className} aria-labelledby={form.id('title')}>
      <h2 id={form.id('title')} ref={form.headingRef} tabIndex={-1} className="section-title">
        {title}
      </h2>
      {intro}
      <form noValidate onSubmit={submit} className={`admin-editor__form ${className}__form`}>
        {children}
        <SaveStatus status={form.status} testId={statusTestId}>
          {form.conflict && (
            <button type="button" className="button button--secondary button--small" onClick={onCancel}>
              Zamknij formularz i wczytaj listę ponownie
            </button>
          )}
        </SaveStatus>
        <div className="admin-editor__actions">
          <button type="submit" className="button" disabled={form.saving} aria-busy={form.saving}>
            {submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={form.saving}>
            Anuluj
          </button>
        </div>
      </form>
    </section>
  );
}
