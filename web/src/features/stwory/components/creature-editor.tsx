import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { creatureSubmissionProblem, removeUnusedCreatureImage, submitCreature, uploadCreatureImage, type Creature } from '../api';
import {
  IMAGE_TYPES,
  NAME_MAX,
  bodyLabels,
  bodyShapes,
  creatureImagePath,
  defaultParts,
  eyeLabels,
  eyeStyles,
  mouthLabels,
  mouthStyles,
  toggleAccessory,
  validateCreature,
  validateCreatureImage,
  type CreatureErrors,
  type CreatureParts,
} from '../creature';
import { creatureSvgMarkup } from '../svg';
import { loadDraft, saveDraft, type Draft } from '../draft';
import { CreatureSvg } from './creature-svg';
import { CreatureAccessoryGroup, CreatureChoiceGroup, CreatureColorGroup, CreatureLoginPrompt } from './creature-part-groups';
import { Field } from '../../../components/field';

type Submission =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'saving' }
  | { kind: 'error'; message: string }
  | { kind: 'sent'; creature: Creature };

type CreatureEditorProps = {
  /** The signed-in user's id, or null for a visitor (who can compose, but must log in to submit). */
  userId: string | null;
  /** Whether the auth state is known yet (avoids flashing the log-in prompt to a signed-in user). */
  authReady: boolean;
  onSubmitted?: (creature: Creature) => void;
};

export function CreatureEditor({ userId, authReady, onSubmitted }: CreatureEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ name: '', parts: defaultParts });
  const [errors, setErrors] = useState<CreatureErrors>({});
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [imageError, setImageError] = useState('');
  const [submission, setSubmission] = useState<Submission>({ kind: 'idle' });
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // Read the stored draft after mount, so the prerendered HTML and the first client render agree.
  useEffect(() => setDraft(loadDraft()), []);
  useEffect(() => {
    saveDraft(draft);
  }, [draft]);
  useEffect(() => () => (image ? URL.revokeObjectURL(image.preview) : undefined), [image]);
  useEffect(() => {
    if (submission.kind === 'sent' || submission.kind === 'error') resultRef.current?.focus();
  }, [submission.kind]);

  const setParts = (change: Partial<CreatureParts>) => setDraft((current) => ({ ...current, parts: { ...current.parts, ...change } }));
  const busy = submission.kind === 'uploading' || submission.kind === 'saving';
  const previewName = draft.name.trim() || 'Twój stwór';

  const chooseImage = (file: File | undefined) => {
    setImageError('');
    if (!file) {
      setImage(null);
      return;
    }
    const problem = validateCreatureImage(file);
    if (problem) {
      setImage(null);
      setImageError(problem);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setImage({ file, preview: URL.createObjectURL(file) });
  };

  const removeImage = () => {
    setImage(null);
    setImageError('');
    if (fileRef.current) fileRef.current.value = '';
  };

  const downloadSvg = () => {
    const blob = new Blob([creatureSvgMarkup(draft.parts, previewName)], { type: 'image/svg+xml' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${previewName.replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase() || 'stwor'}.svg`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || busy) return;
    const found = validateCreature(draft);
    setErrors(found);
    const first = (['name', 'bodyColor', 'accentColor', 'parts'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (imageError) {
      fileRef.current?.focus();
      return;
    }
    let imagePath: string | null = null;
    if (image) {
      // Limits first: a picture is uploaded only for a creature the database will take.
      setSubmission({ kind: 'saving' });
      const refusal = await creatureSubmissionProblem();
      if (refusal) {
        setSubmission({ kind: 'error', message: refusal });
        return;
      }
      const type = image.file.type as (typeof IMAGE_TYPES)[number];
      imagePath = creatureImagePath(userId, type, crypto.randomUUID());
      setSubmission({ kind: 'uploading', progress: 0 });
      const problem = await uploadCreatureImage(image.file, imagePath, (progress) => setSubmission({ kind: 'uploading', progress }));
      if (problem) {
        setSubmission({ kind: 'error', message: problem });
        return;
      }
    }
    setSubmission({ kind: 'saving' });
    const result = await submitCreature({ name: draft.name, parts: draft.parts, imagePath, authorId: userId });
    if ('error' in result) {
      // Refused after all (another tab sent one meanwhile, the session ended): the picture goes too.
      if (imagePath) await removeUnusedCreatureImage(imagePath);
      setSubmission({ kind: 'error', message: result.error });
      return;
    }
    setSubmission({ kind: 'sent', creature: result.creature });
    setDraft({ name: '', parts: defaultParts });
    removeImage();
    onSubmitted?.(result.creature);
  };

  return (
    <div className="creature-editor">
      <div className="creature-editor__preview" data-testid="creature-preview">
        <CreatureSvg parts={draft.parts} name={previewName} className="creature-svg creature-svg--large" />
        <p className="creature-editor__preview-name" aria-hidden="true">
          {previewName}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={downloadSvg}>
          Pobierz jako SVG
        </button>
      </div>

      <form className="creature-editor__form" onSubmit={(event) => void submit(event)} noValidate aria-label="Stwórz stwora">
        <Field id={`${id}-name`} label="Imię stwora">
          <input
            id={`${id}-name`}
            className="text-input"
            type="text"
            maxLength={NAME_MAX}
            autoComplete="off"
            value={draft.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`${id}-name-hint${errors.name ? ` ${id}-name-error` : ''}`}
            onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
          />
          <p className="field-hint" id={`${id}-name-hint`}>
            Od 2 do {NAME_MAX} znaków, np. „Promptoś” albo „Królowa Seedów”.
          </p>
          {errors.name && (
            <p className="field-error" id={`${id}-name-error`}>
              {errors.name}
            </p>
          )}
        </Field>

        <CreatureChoiceGroup
          formId={id}
          legend="Kształt ciała"
          name="body"
          values={bodyShapes}
          labels={bodyLabels}
          current={draft.parts.body}
          onPick={(body) => setParts({ body })}
        />
        <CreatureChoiceGroup
          formId={id}
          legend="Oczy"
          name="eyes"
          values={eyeStyles}
          labels={eyeLabels}
          current={draft.parts.eyes}
          onPick={(eyes) => setParts({ eyes })}
        />
        <CreatureChoiceGroup
          formId={id}
          legend="Buzia"
          name="mouth"
          values={mouthStyles}
          labels={mouthLabels}
          current={draft.parts.mouth}
          onPick={(mouth) => setParts({ mouth })}
        />
        {(['bodyColor', 'accentColor'] as const).map((colorKey) => (
          <CreatureColorGroup
            key={colorKey}
            formId={id}
            legend={colorKey === 'bodyColor' ? 'Kolor ciała' : 'Kolor brzuszka'}
            colorKey={colorKey}
            current={draft.parts[colorKey]}
            error={errors[colorKey]}
            onPick={(hex) => setParts({ [colorKey]: hex })}
          />
        ))}

        <CreatureAccessoryGroup
          formId={id}
          accessories={draft.parts.accessories}
          onToggle={(accessory) => setParts({ accessories: toggleAccessory(draft.parts.accessories, accessory) })}
        />
        {errors.parts && (
          <p className="field-error" id={`${id}-parts`} tabIndex={-1} role="alert">
            {errors.parts}
          </p>
        )}

        {userId ? (
          <>
            <Field id={`${id}-image`} label="Obrazek stwora (opcjonalnie)">
              <input
                ref={fileRef}
                id={`${id}-image`}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                aria-invalid={imageError ? true : undefined}
                aria-describedby={`${id}-image-hint${imageError ? ` ${id}-image-error` : ''}`}
                onChange={(event) => chooseImage(event.target.files?.[0])}
                disabled={busy}
              />
              <p className="field-hint" id={`${id}-image-hint`}>
                Np. rysunek albo wygenerowany obraz Twojego stwora: PNG, JPG lub WebP, do 5 MB. Pokażemy go w galerii po zatwierdzeniu.
              </p>
              {imageError && (
                <p className="field-error" id={`${id}-image-error`} role="alert">
                  {imageError}
                </p>
              )}
              {image && (
                <div className="creature-editor__image">
                  <img src={image.preview} alt={`Wybrany obrazek: ${image.file.name}`} />
                  <button type="button" className="button button--secondary button--small" onClick={removeImage} disabled={busy}>
                    Usuń obrazek
                  </button>
                </div>
              )}
            </Field>

            {submission.kind === 'uploading' && (
              <div className="creature-editor__progress">
                <label htmlFor={`${id}-progress`}>Przesyłanie obrazka: {Math.round(submission.progress * 100)}%</label>
                <progress id={`${id}-progress`} max={100} value={Math.round(submission.progress * 100)} />
              </div>
            )}

            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? 'Wysyłanie…' : 'Wyślij do galerii'}
            </button>
            <p className="field-hint">Każdego stwora sprawdzamy przed publikacją. Status zobaczysz na stronie konta.</p>
          </>
        ) : authReady ? (
          <CreatureLoginPrompt />
        ) : null}

        <div ref={resultRef} tabIndex={-1} className="creature-editor__result">
          <p role="status" aria-live="polite" data-testid="creature-submit-status">
            {submission.kind === 'saving' && 'Zapisujemy stwora…'}
            {submission.kind === 'sent' &&
              `Dziękujemy! Stwór „${submission.creature.name}” czeka na moderację. Pojawi się w galerii, gdy go zatwierdzimy.`}
          </p>
          {submission.kind === 'error' && (
            <p className="field-error" role="alert">
              {submission.message}
            </p>
          )}
          {submission.kind === 'sent' && (
            <p>
              <Link to="/konto">Zobacz swoje stwory i ich status</Link>
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
