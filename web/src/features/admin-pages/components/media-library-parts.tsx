import type { RefObject } from 'react';
import type { CheckedImage, MediaItem, MediaUsage } from '../media-api';
import { mediaThumbnailUrl } from '../media-api';
import { altMaxLength, fileNameOf, formatFileSize } from '../media-library';
import { sectionLabels } from '../post-form';
import { Field } from '../../../components/field';
import type { Library } from './use-media-library';

export type MediaPurpose = 'insert' | 'cover';

/** Where an image is used: saved articles other than the one edited, and whether the edited one uses it now. */
export type MediaUses = { saved: MediaUsage[]; here: boolean };

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });

/** The library's thumbnails: a click selects, a double click chooses. */
export function MediaGrid({
  items,
  selectedId,
  useCount,
  onSelect,
  onChoose,
}: {
  items: MediaItem[];
  selectedId: string | null;
  useCount: (item: MediaItem) => number;
  onSelect: (id: string) => void;
  onChoose: (item: MediaItem) => void;
}) {
  return (
    <ul className="media-grid" aria-label="Obrazy">
      {items.map((item) => {
        const count = useCount(item);
        return (
          <li key={item.id}>
            <button
              type="button"
              className="media-grid__item"
              aria-pressed={item.id === selectedId}
              onClick={() => onSelect(item.id)}
              onDoubleClick={() => onChoose(item)}
            >
              <img
                className="media-grid__thumb"
                src={mediaThumbnailUrl(item.path)}
                alt={item.alt}
                width={item.width ?? 320}
                height={item.height ?? 200}
                loading="lazy"
                decoding="async"
              />
              <span className="media-grid__alt">{item.alt}</span>
              <span className="media-grid__meta">
                {formatFileSize(item.bytes)} · {dateFormat.format(new Date(item.created_at))}
              </span>
              <span className="media-grid__meta">{count === 0 ? 'Nieużywany' : `Użyty: ${count}`}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The selected image: its facts, where it is used, choosing it, and deleting it when nothing uses it. */
export function MediaDetails({
  item,
  uses,
  purpose,
  onChoose,
  onDelete,
}: {
  item: MediaItem;
  uses: MediaUses;
  purpose: MediaPurpose;
  onChoose: (item: MediaItem) => void;
  onDelete: () => void;
}) {
  const unused = uses.saved.length === 0 && !uses.here;
  return (
    <aside className="media-details" aria-label="Wybrany obraz">
      <p className="media-details__alt">{item.alt}</p>
      <dl className="media-details__facts">
        <dt>Plik</dt>
        <dd>{fileNameOf(item.path)}</dd>
        <dt>Rozmiar</dt>
        <dd>
          {formatFileSize(item.bytes)}
          {item.width ? ` · ${item.width}×${item.height} px` : ''}
        </dd>
        <dt>Dodano</dt>
        <dd>{dateFormat.format(new Date(item.created_at))}</dd>
      </dl>
      <div className="media-details__actions">
        <button type="button" className="button" onClick={() => onChoose(item)}>
          {purpose === 'cover' ? 'Ustaw jako okładkę' : 'Wstaw do artykułu'}
        </button>
      </div>
      <h4 className="media-details__heading">Gdzie użyto</h4>
      {unused ? (
        <p className="field-hint">Nigdzie — ten obraz można usunąć.</p>
      ) : (
        <ul className="media-details__uses" data-testid="media-usages">
          {uses.here ? <li>Ten artykuł (edytowany teraz)</li> : null}
          {uses.saved.map((usage) => (
            <li key={usage.post_id}>
              {/* A new tab: the article being edited stays as it is. */}
              <a href={`/admin/page/${usage.post_id}`} target="_blank" rel="noopener">
                {usage.post_title}
              </a>{' '}
              <span className="media-details__where">
                ({[usage.as_cover ? 'okładka' : '', usage.in_body ? 'w treści' : ''].filter(Boolean).join(', ')}
                {' · '}
                {sectionLabels[usage.post_section as keyof typeof sectionLabels] ?? usage.post_section}
                {usage.post_status === 'draft' ? ', szkic' : ''})
              </span>
            </li>
          ))}
        </ul>
      )}
      {unused ? (
        <button type="button" className="button button--danger button--small" onClick={onDelete}>
          Usuń z biblioteki
        </button>
      ) : (
        <p className="field-hint">Obrazu używanego w artykułach nie można usunąć. Najpierw usuń go z tych artykułów.</p>
      )}
    </aside>
  );
}

/** The add button's words: a pasted or dropped image goes straight into the article (or cover) once saved. */
export const submitLabel = (purpose: MediaPurpose, chooseAfterUpload: boolean) =>
  chooseAfterUpload ? (purpose === 'cover' ? 'Dodaj i ustaw jako okładkę' : 'Dodaj i wstaw do artykułu') : 'Dodaj do biblioteki';

/** A checked file waiting to be added: its preview and facts, the required alt text and the submit button. */
export function UploadCandidate({
  id,
  image,
  previewUrl,
  alt,
  onAltChange,
  altRef,
  altProblem,
  busy,
  submitLabel,
}: {
  id: string;
  image: CheckedImage;
  previewUrl: string;
  alt: string;
  onAltChange: (alt: string) => void;
  altRef: RefObject<HTMLInputElement | null>;
  /** The alt text's problem, once it is to be shown. */
  altProblem: string | null;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <div className="media-library__candidate">
      <img className="media-library__candidate-preview" src={previewUrl} alt="" />
      <div className="media-library__candidate-fields">
        <p className="media-library__meta">
          {image.file.name || 'Wklejony obraz'} · {formatFileSize(image.file.size)}
          {image.width ? ` · ${image.width}×${image.height} px` : ''}
        </p>
        <Field id={`${id}-alt`} label="Tekst alternatywny (wymagany)">
          <input
            ref={altRef}
            id={`${id}-alt`}
            className="text-input"
            value={alt}
            maxLength={altMaxLength}
            required
            disabled={busy}
            aria-invalid={altProblem ? true : undefined}
            aria-describedby={`${id}-alt-hint${altProblem ? ` ${id}-alt-error` : ''}`}
            onChange={(event) => onAltChange(event.target.value)}
          />
          <p id={`${id}-alt-hint`} className="field-hint">
            Opisz, co widać na obrazie — dla osób korzystających z czytników ekranu i dla wyszukiwarek.
          </p>
          {altProblem ? (
            <p id={`${id}-alt-error`} className="field-error">
              {altProblem}
            </p>
          ) : null}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}

/** What the library says instead of (or above) its grid: loading, a failure with a retry, empty, nothing matches. */
export function LibraryStatus({ library, shown, query, onRetry }: { library: Library; shown: number; query: string; onRetry: () => void }) {
  if (library.state === 'loading') return <p className="field-hint">Wczytywanie biblioteki…</p>;
  if (library.state === 'error')
    return (
      <div role="alert">
        <p className="field-error">{library.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          Spróbuj ponownie
        </button>
      </div>
    );
  if (library.items.length === 0) return <p className="field-hint">Biblioteka jest pusta. Dodaj pierwszy obraz powyżej.</p>;
  if (shown === 0) return <p className="field-hint">Żaden obraz nie pasuje do „{query.trim()}”.</p>;
  return null;
}

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** The file input of the upload form, with what it accepts. */
export function ImageFileField({
  id,
  fileRef,
  busy,
  onFile,
}: {
  id: string;
  fileRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <Field id={`${id}-file`} label="Plik obrazu">
      <input
        ref={fileRef}
        id={`${id}-file`}
        type="file"
        accept={acceptedTypes}
        disabled={busy}
        aria-describedby={`${id}-file-hint`}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <p id={`${id}-file-hint`} className="field-hint">
        JPG, PNG, WebP, AVIF lub GIF, najwyżej 5 MB. Obraz możesz też wkleić (Ctrl+V) albo upuścić w polu treści artykułu.
      </p>
    </Field>
  );
}
