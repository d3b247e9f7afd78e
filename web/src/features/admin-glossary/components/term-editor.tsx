import { RecordEditor, RecordInput, RecordTextArea, SlugCheck, SlugField, useRecordForm } from '../../../components/admin/record-editor';
import { createTerm, isTermSlugTaken, updateTerm, type AdminTerm } from '../api';
import { describeGlossaryError, termChangedProblem } from '../problems';
import {
  emptyTermForm,
  slugFromTerm,
  termSlugProblem,
  termToForm,
  validateTermForm,
  type TermField,
  type TermFormValues,
  type TermOption,
} from '../term-form';
import { RelatedTermsPicker } from './related-terms-picker';

type TermEditorProps = {
  /** The term to edit; undefined for a new one. */
  term?: AdminTerm;
  /** Every term (slug and name) for the related-term picker. */
  options: readonly TermOption[];
  onSaved: (term: AdminTerm, created: boolean) => void;
  onCancel: () => void;
};

const fieldOrder: TermField[] = ['term', 'slug', 'alsoKnownAs', 'definition', 'example', 'relatedTerms', 'relatedPosts'];

/** Create or edit form of a glossary term, with a live duplicate-slug check and related-term links. */
export function TermEditor({ term, options, onSaved, onCancel }: TermEditorProps) {
  const form = useRecordForm<TermFormValues>({
    initial: term ? termToForm(term) : emptyTermForm,
    saved: term,
    nameField: 'term',
    slugFrom: slugFromTerm,
    slugProblem: termSlugProblem,
    isSlugTaken: isTermSlugTaken,
    slugTakenProblem: 'To adres innego pojęcia w słowniku. Wybierz inny adres.',
    fieldOrder,
  });
  const { slug } = form;

  async function submit() {
    const payload = form.check(validateTermForm);
    if (!payload) return;
    form.setStatus({ kind: 'saving', message: 'Zapisywanie…' });
    const result = term ? await updateTerm(term.id, term.updated_at, payload) : await createTerm(payload);
    if (!result.ok) return form.failed(result, termChangedProblem, describeGlossaryError);
    form.setStatus({ kind: 'idle' });
    onSaved(result.value, !term);
  }

  const slugHint = (
    <>
      Adres strony pojęcia: /slownik-ai/<code>{slug || 'adres'}</code>. <SlugCheck state={form.slugState} />
      {term && slug !== term.slug && ' Linki z innych pojęć zostaną zaktualizowane.'}
    </>
  );

  return (
    <RecordEditor
      form={form}
      className="term-editor"
      title={term ? `Edycja: ${term.term}` : 'Nowe pojęcie'}
      submitLabel={term ? 'Zapisz zmiany' : 'Dodaj pojęcie'}
      statusTestId="term-editor-status"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="admin-editor__grid">
        <RecordInput form={form} field="term" label="Pojęcie" />
        <SlugField form={form} hint={slugHint} />
      </div>
      <RecordInput
        form={form}
        field="alsoKnownAs"
        label="Inne nazwy"
        hint="Nazwa angielska lub rozwinięcie skrótu, np. „depth of field”. Opcjonalnie."
      />
      <RecordTextArea form={form} field="definition" label="Definicja" rows={5} />
      <RecordTextArea form={form} field="example" label="Przykład" rows={3} hint="Opcjonalnie: jak to wygląda w praktyce." />
      <div data-field={`${form.idPrefix}-relatedTerms`}>
        <RelatedTermsPicker
          options={options}
          ownSlug={slug}
          value={form.values.relatedTerms}
          onChange={(next) => form.update('relatedTerms', next)}
          error={form.errors.relatedTerms}
          disabled={form.saving}
        />
      </div>
      <RecordTextArea
        form={form}
        field="relatedPosts"
        label="Powiązane artykuły"
        rows={2}
        hint="Adresy artykułów, jeden w wierszu (np. „jak-pisac-prompty”). Pokazujemy tylko opublikowane."
      />
    </RecordEditor>
  );
}
