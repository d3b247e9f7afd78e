import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, SelectField } from '../../../components/field';
import { Options } from '../../../components/options';
import type { AuthorOption } from '../api';
import { limits, sectionLabels, statusLabels, type PostForm, type PostFormErrors } from '../post-form';
import { postSections, type PostStatus } from '../post-choices';
import type { SlugCheck } from '../use-slug-check';
import type { UpdatePostForm } from '../use-post-editor';

type TextKey = 'title' | 'tagsText' | 'lead' | 'bodyMd' | 'seoTitle' | 'seoDescription' | 'scheduledFor';

type PostTextFieldProps = {
  /** The editor's id: control, hint and problem ids start with it. */
  formId: string;
  name: TextKey;
  /** The control's id after `formId-` (the hint's and the problem's use `name`). */
  control: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shown between the label and the control (e.g. a toolbar). */
  before?: ReactNode;
  maxLength?: number;
  required?: boolean;
  type?: 'datetime-local';
  /** A <textarea> of this many rows instead of an <input>. */
  rows?: number;
  className?: string;
  textarea?: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };
};

/** One text control of the article form: label, control, hint, and its problem once a manual save has shown them. */
function PostTextField({
  formId,
  name,
  control,
  label,
  value,
  onValue,
  error,
  hint,
  before,
  rows,
  className,
  textarea,
  ...rest
}: PostTextFieldProps) {
  const id = `${formId}-${control}`;
  const hintId = `${formId}-${name}-hint`;
  const errorId = `${formId}-${name}-error`;
  const wiring = {
    id,
    className: className ?? 'text-input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    ...rest,
  };
  return (
    <Field id={id} label={label}>
      {before}
      {rows ? (
        <textarea {...textarea} {...wiring} rows={rows} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...wiring} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </Field>
  );
}

export type PostFieldsProps = { formId: string; form: PostForm; errors: PostFormErrors; update: UpdatePostForm };

/** What a text field of the form reads and writes: its value, its problem and its update. */
const bind = ({ formId, form, errors, update }: PostFieldsProps, name: TextKey) => ({
  formId,
  name,
  value: form[name],
  error: errors[name],
  onValue: (value: string) => update(name, value),
});

/** Title and slug; the slug's availability is checked while it is typed. */
export function TitleFields({ slugCheck, onSlug, ...fields }: PostFieldsProps & { slugCheck: SlugCheck; onSlug: (slug: string) => void }) {
  const { formId, form } = fields;
  // Slug problems are shown while typing: that is the point of checking it live.
  const slugMessage =
    slugCheck.state === 'invalid' || slugCheck.state === 'taken' || slugCheck.state === 'error' ? slugCheck.message : null;
  return (
    <>
      <PostTextField {...bind(fields, 'title')} control="title" label="Tytuł" maxLength={limits.title} required />
      <Field id={`${formId}-slug`} label="Adres (slug)">
        <input
          id={`${formId}-slug`}
          className="text-input"
          value={form.slug}
          maxLength={120}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={slugMessage ? true : undefined}
          aria-describedby={`${formId}-slug-hint`}
          onChange={(event) => onSlug(event.target.value)}
        />
        <p id={`${formId}-slug-hint`} className={slugMessage ? 'field-error' : 'field-hint'} aria-live="polite" data-testid="slug-check">
          {slugMessage ??
            (slugCheck.state === 'checking'
              ? 'Sprawdzanie, czy adres jest wolny…'
              : slugCheck.state === 'free'
                ? `Adres wolny: /${form.section}/${form.slug.trim()}`
                : null)}
        </p>
      </Field>
    </>
  );
}

/** Section, tags, byline and lead. */
export function DescriptionFields({ authors, ...fields }: PostFieldsProps & { authors: AuthorOption[] }) {
  const { formId, form, update } = fields;
  return (
    <>
      <div className="page-editor__row">
        <SelectField
          id={`${formId}-section`}
          label="Kategoria"
          value={form.section}
          onChange={(event) => update('section', event.target.value as PostForm['section'])}
        >
          <Options values={postSections} labels={sectionLabels} />
        </SelectField>
        <PostTextField {...bind(fields, 'tagsText')} control="tags" label="Tagi" hint="Oddziel przecinkami, np. „Midjourney, prompty”." />
      </div>

      <Field id={`${formId}-author`} label="Autor">
        <select
          id={`${formId}-author`}
          className="select"
          value={form.authorId}
          aria-describedby={`${formId}-author-hint`}
          onChange={(event) => update('authorId', event.target.value)}
        >
          <option value="">Redakcja (bez podpisu)</option>
          {/* A byline whose author is not in the list (still loading) keeps its value. */}
          {form.authorId && !authors.some((author) => author.id === form.authorId) ? (
            <option value={form.authorId}>Wybrany autor</option>
          ) : null}
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.role ? `${author.name} — ${author.role}` : author.name}
            </option>
          ))}
        </select>
        <p id={`${formId}-author-hint`} className="field-hint">
          Podpis pod artykułem z portretem i notką; bez autora tekst podpisuje redakcja.
        </p>
      </Field>

      <PostTextField {...bind(fields, 'lead')} control="lead" label="Wstęp" rows={3} maxLength={limits.lead} />
    </>
  );
}

/** The article's Markdown with its toolbar; `textarea` carries the editing extras (ref, shortcuts, paste and drop). */
export function BodyField({
  toolbar,
  textarea,
  ...fields
}: PostFieldsProps & { toolbar: ReactNode; textarea: PostTextFieldProps['textarea'] }) {
  return (
    <PostTextField
      {...bind(fields, 'bodyMd')}
      control="body"
      label="Treść (Markdown)"
      before={toolbar}
      textarea={textarea}
      className="text-input page-editor__body"
      rows={18}
      hint={
        <>
          Nagłówki „## …”, listy „- …”, linki „[tekst](adres)”. Obraz wstawisz przyciskiem „Obraz” albo wklejając lub upuszczając plik.
          Podgląd obok pokazuje stronę tak, jak zobaczą ją czytelnicy.
        </>
      }
    />
  );
}

/** The title and description search engines show, with their length against the limit. */
export function SeoFields(fields: PostFieldsProps) {
  const { form } = fields;
  return (
    <fieldset className="editor-fieldset">
      <legend>SEO</legend>
      <PostTextField
        {...bind(fields, 'seoTitle')}
        control="seo-title"
        label="Tytuł SEO"
        hint={`${form.seoTitle.trim().length}/${limits.seoTitle} znaków. Puste: użyjemy tytułu artykułu.`}
      />
      <PostTextField
        {...bind(fields, 'seoDescription')}
        control="seo-description"
        label="Opis SEO"
        rows={3}
        hint={`${form.seoDescription.trim().length}/${limits.seoDescription} znaków. Puste: użyjemy wstępu.`}
      />
    </fieldset>
  );
}

/** Draft, published or scheduled (with its date), and what the save button will do about it. */
export function PublicationFields({ savedStatus, ...fields }: PostFieldsProps & { savedStatus: PostStatus }) {
  const { formId, form, update } = fields;
  return (
    <fieldset className="editor-fieldset">
      <legend>Publikacja</legend>
      <div className="page-editor__statuses">
        {(['draft', 'published', 'scheduled'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={`${formId}-status`}
              value={value}
              checked={form.status === value}
              onChange={() => update('status', value)}
            />{' '}
            {statusLabels[value]}
          </label>
        ))}
      </div>
      {form.status === 'scheduled' ? (
        <PostTextField {...bind(fields, 'scheduledFor')} control="scheduled" label="Data i godzina publikacji" type="datetime-local" />
      ) : null}
      <p className="field-hint">
        {form.status === 'draft' && savedStatus === 'draft'
          ? 'Szkic zapisuje się automatycznie chwilę po każdej zmianie.'
          : 'Zmiany opublikowanego artykułu zapisuje dopiero przycisk poniżej.'}
      </p>
    </fieldset>
  );
}
