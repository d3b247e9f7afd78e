import { useState } from 'react';
import { controlProps, FormField } from '../../../components/admin/form-field';
import { RecordEditor, RecordInput, RecordTextArea, SlugCheck, SlugField, useRecordForm } from '../../../components/admin/record-editor';
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
  type ToolFormValues,
} from '../tool-form';
import { LogoField, type LogoChoice } from './logo-field';

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
  const form = useRecordForm<ToolFormValues>({
    initial: tool ? toolToForm(tool) : emptyToolForm,
    saved: tool,
    nameField: 'name',
    slugFrom: slugFromName,
    slugProblem: toolSlugProblem,
    isSlugTaken: isToolSlugTaken,
    slugTakenProblem: 'To adres innego narzędzia w rankingu. Wybierz inny adres.',
    fieldOrder,
  });
  const { id, values, errors, update, saving } = form;
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'keep' });

  async function submit() {
    const payload = form.check(validateToolForm);
    if (!payload) return;

    let logoPath = tool?.logo_path ?? null;
    let uploaded: string | null = null;
    if (logo.kind === 'replace') {
      form.setStatus({ kind: 'saving', message: 'Wysyłanie logo…' });
      const upload = await uploadLogo(logo.file, payload.slug);
      if (!upload.ok) {
        form.setStatus({ kind: 'error', message: 'error' in upload ? describeRankingError(upload.error) : toolChangedProblem });
        return;
      }
      uploaded = upload.value;
      logoPath = uploaded;
    } else if (logo.kind === 'remove') {
      logoPath = null;
    }

    form.setStatus({ kind: 'saving', message: 'Zapisywanie…' });
    const row = { ...payload, logo_path: logoPath };
    const result = tool ? await updateTool(tool.id, tool.updated_at, row) : await createTool(row);
    if (!result.ok) {
      // The new file belongs to nothing now.
      if (uploaded) await removeLogo(uploaded);
      return form.failed(result, toolChangedProblem, describeRankingError);
    }
    // The old file is no longer shown anywhere.
    if (tool?.logo_path && tool.logo_path !== result.value.logo_path) await removeLogo(tool.logo_path);
    form.setStatus({ kind: 'idle' });
    onSaved(result.value, !tool);
  }

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

  return (
    <RecordEditor
      form={form}
      className="tool-editor"
      title={tool ? `Edycja: ${tool.name}` : 'Nowe narzędzie'}
      intro={
        !tool && <p className="field-hint">Nowe narzędzie trafi na koniec rankingu; miejsce zmienisz na stronie „Kolejność rankingu”.</p>
      }
      submitLabel={tool ? 'Zapisz zmiany' : 'Dodaj narzędzie'}
      statusTestId="tool-editor-status"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="admin-editor__grid">
        <RecordInput form={form} field="name" label="Nazwa" />
        <SlugField
          form={form}
          hint={
            <>
              Adres strony narzędzia, np. <code>adobe-firefly</code>. <SlugCheck state={form.slugState} />
            </>
          }
        />
        <RecordInput form={form} field="vendor" label="Producent" />
        {select('category', 'Kategoria', toolCategories)}
        <RecordInput form={form} field="score" label="Ocena (0–10)" hint="Jedno miejsce po przecinku, np. 8,5." inputMode="decimal" />
        <RecordInput
          form={form}
          field="priceFromUsd"
          label="Cena od (USD miesięcznie)"
          hint="Najtańszy płatny plan; zostaw puste, gdy nie ma abonamentu."
          inputMode="decimal"
        />
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

      <RecordTextArea form={form} field="pricingNote" label="Co obejmuje cena" rows={3} />
      <div className="admin-editor__grid">
        {select('commercialUse', 'Użytek komercyjny', commercialUseOptions)}
        {select('polishSupport', 'Obsługa języka polskiego', polishSupportOptions)}
      </div>
      <RecordTextArea form={form} field="licenceNote" label="Licencja" rows={3} />

      <fieldset
        className="field field--checkboxes"
        data-field={`${form.idPrefix}-useCases`}
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

      <RecordTextArea
        form={form}
        field="bestFor"
        label="Najlepsze do"
        rows={3}
        hint="Dokończ zdanie „Najlepsze do…”, np. „ilustracji i moodboardów”."
      />
      <div className="admin-editor__grid">
        <RecordTextArea form={form} field="strengths" label="Mocne strony" rows={4} hint="Jedna w wierszu, najwyżej 10." />
        <RecordTextArea form={form} field="weaknesses" label="Słabe strony" rows={4} hint="Jedna w wierszu, najwyżej 10." />
      </div>
      <RecordInput form={form} field="url" label="Strona narzędzia" hint="Pełny adres zaczynający się od https://." inputMode="url" />

      <LogoField
        currentUrl={tool?.logo_path ? logoUrl(tool.logo_path) : null}
        toolName={values.name}
        choice={logo}
        onChange={setLogo}
        disabled={saving}
      />
    </RecordEditor>
  );
}
