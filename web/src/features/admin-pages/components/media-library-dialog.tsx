import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminApiError } from '../api';
import {
  addToLibrary,
  checkImageFile,
  deleteMediaItem,
  fetchMediaLibrary,
  mediaThumbnailUrl,
  type CheckedImage,
  type MediaItem,
  type MediaUsage,
} from '../media-api';
import { altMaxLength, altTextProblem, fileNameOf, filterMediaItems, formatFileSize, markdownUsesImage } from '../media-library';
import { sectionLabels } from '../post-form';
import '../media-library.css';
import { UploadProblem, UploadProgress } from './upload-progress';
import { Field } from '../../../components/field';

export type MediaPurpose = 'insert' | 'cover';

type MediaLibraryDialogProps = {
  /** What choosing an image does: put it into the article's text at the cursor, or make it the cover. */
  purpose: MediaPurpose;
  /** A file pasted or dropped into the editor: the dialog opens on it, asking for its alt text first. */
  pendingFile?: File | null;
  /** The article being edited, unsaved changes included: an image it uses is not offered for deletion. */
  editedPost: { id: string; bodyMd: string; coverPath: string | null };
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
};

type Library =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: MediaItem[]; usages: Map<string, MediaUsage[]> };

type Upload =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'chosen'; image: CheckedImage; previewUrl: string }
  | { state: 'uploading'; image: CheckedImage; previewUrl: string; percent: number }
  | { state: 'error'; message: string; image?: CheckedImage; previewUrl?: string };

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

const errorText = (error: unknown, fallback: string) =>
  error instanceof AdminApiError ? error.message : `${fallback}: ${error instanceof Error ? error.message : String(error)}`;

/**
 * The media library, one modal over the editor: search and browse every uploaded image (thumbnails from Storage's
 * image transformation), add one with progress and required alt text, insert it / make it the cover, and delete
 * what no article uses. Loaded on demand (React.lazy in the editor), so it never weighs on any other page.
 */
export default function MediaLibraryDialog({ purpose, pendingFile, editedPost, onChoose, onClose }: MediaLibraryDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [library, setLibrary] = useState<Library>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [alt, setAlt] = useState('');
  const [altShown, setAltShown] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Set when the dialog was opened by a paste or drop: once that image is saved, it goes straight into the article.
  const chooseAfterUpload = useRef(Boolean(pendingFile));

  const load = async () => {
    try {
      const { items, usages } = await fetchMediaLibrary();
      setLibrary({ state: 'ready', items, usages });
    } catch (error) {
      setLibrary({ state: 'error', message: errorText(error, 'Nie udało się wczytać biblioteki mediów') });
    }
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    if (pendingFile) void chooseFile(pendingFile);
    else {
      searchRef.current?.focus();
      void load();
    }
    return () => abortRef.current?.abort();
    // Runs once: the dialog is mounted for one opening.
  }, []);

  // The object URL of a preview lives as long as that preview.
  const previewUrl = 'previewUrl' in upload ? upload.previewUrl : undefined;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    setUpload({ state: 'checking' });
    const checked = await checkImageFile(file);
    if ('problem' in checked) {
      setUpload({ state: 'error', message: checked.problem });
      chooseAfterUpload.current = false;
      return;
    }
    setUpload({ state: 'chosen', image: checked, previewUrl: URL.createObjectURL(file) });
    setAltShown(false);
  };

  // A chosen file asks for its alt text next.
  const chosen = upload.state === 'chosen';
  useEffect(() => {
    if (chosen) altRef.current?.focus();
  }, [chosen]);

  const altProblem = altTextProblem(alt);

  const save = async () => {
    if (upload.state !== 'chosen' && !(upload.state === 'error' && upload.image)) return;
    const image = upload.image!;
    const preview = upload.previewUrl!;
    if (altProblem) {
      setAltShown(true);
      altRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ state: 'uploading', image, previewUrl: preview, percent: 0 });
    try {
      const item = await addToLibrary(
        image,
        alt,
        (fraction) => setUpload({ state: 'uploading', image, previewUrl: preview, percent: Math.round(fraction * 100) }),
        controller.signal,
      );
      setUpload({ state: 'idle' });
      setAlt('');
      setAltShown(false);
      if (fileRef.current) fileRef.current.value = '';
      setLibrary((current) =>
        current.state === 'ready' ? { ...current, items: [item, ...current.items] } : { state: 'ready', items: [item], usages: new Map() },
      );
      setSelectedId(item.id);
      setQuery('');
      setNotice({ kind: 'success', text: `Dodano do biblioteki: ${fileNameOf(item.path)}.` });
      if (chooseAfterUpload.current) onChoose(item);
    } catch (error) {
      setUpload({ state: 'error', message: errorText(error, 'Nie udało się dodać obrazu'), image, previewUrl: preview });
    } finally {
      abortRef.current = null;
    }
  };

  const items = library.state === 'ready' ? library.items : [];
  const shown = useMemo(() => filterMediaItems(items, query), [items, query]);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const usages = (item: MediaItem) => (library.state === 'ready' ? (library.usages.get(item.id) ?? []) : []);
  // The article being edited counts with its unsaved text and cover (saved posts come from the database).
  const usedHere = (item: MediaItem) => editedPost.coverPath === item.path || markdownUsesImage(editedPost.bodyMd, item.path, item.bucket);
  const usesOf = (item: MediaItem) => {
    const saved = usages(item).filter((usage) => usage.post_id !== editedPost.id);
    return { saved, here: usedHere(item) };
  };

  const remove = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteMediaItem(selected);
      setLibrary((current) =>
        current.state === 'ready' ? { ...current, items: current.items.filter((item) => item.id !== selected.id) } : current,
      );
      setNotice({ kind: 'success', text: `Usunięto z biblioteki: ${fileNameOf(selected.path)}.` });
      setSelectedId(null);
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error, 'Nie udało się usunąć obrazu') });
      // Someone may have used it meanwhile: show where.
      void load();
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const busy = upload.state === 'uploading';
  const uploadImage = 'image' in upload ? upload.image : undefined;
  const uploadPreview = 'previewUrl' in upload ? upload.previewUrl : undefined;
  const selectedUses = selected ? usesOf(selected) : null;

  return (
    <dialog
      ref={dialogRef}
      className="media-library"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header className="media-library__header">
        <h2 id={`${id}-title`} className="media-library__title">
          Biblioteka mediów
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={onClose} disabled={busy}>
          Zamknij
        </button>
      </header>

      <form
        className="media-library__upload"
        aria-labelledby={`${id}-upload-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h3 id={`${id}-upload-title`} className="media-library__subtitle">
          Dodaj obraz
        </h3>
        <Field id={`${id}-file`} label="Plik obrazu">
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept={acceptedTypes}
            disabled={busy}
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => {
              chooseAfterUpload.current = false;
              void chooseFile(event.target.files?.[0]);
            }}
          />
          <p id={`${id}-file-hint`} className="field-hint">
            JPG, PNG, WebP, AVIF lub GIF, najwyżej 5 MB. Obraz możesz też wkleić (Ctrl+V) albo upuścić w polu treści artykułu.
          </p>
        </Field>
        {upload.state === 'checking' ? <p className="field-hint">Sprawdzanie pliku…</p> : null}
        {uploadImage && uploadPreview ? (
          <div className="media-library__candidate">
            <img className="media-library__candidate-preview" src={uploadPreview} alt="" />
            <div className="media-library__candidate-fields">
              <p className="media-library__meta">
                {uploadImage.file.name || 'Wklejony obraz'} · {formatFileSize(uploadImage.file.size)}
                {uploadImage.width ? ` · ${uploadImage.width}×${uploadImage.height} px` : ''}
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
                  aria-invalid={altShown && altProblem ? true : undefined}
                  aria-describedby={`${id}-alt-hint${altShown && altProblem ? ` ${id}-alt-error` : ''}`}
                  onChange={(event) => setAlt(event.target.value)}
                />
                <p id={`${id}-alt-hint`} className="field-hint">
                  Opisz, co widać na obrazie — dla osób korzystających z czytników ekranu i dla wyszukiwarek.
                </p>
                {altShown && altProblem ? (
                  <p id={`${id}-alt-error`} className="field-error">
                    {altProblem}
                  </p>
                ) : null}
              </Field>
              <button type="submit" className="button" disabled={busy}>
                {chooseAfterUpload.current
                  ? purpose === 'cover'
                    ? 'Dodaj i ustaw jako okładkę'
                    : 'Dodaj i wstaw do artykułu'
                  : 'Dodaj do biblioteki'}
              </button>
            </div>
          </div>
        ) : null}
        <div aria-live="polite">
          {upload.state === 'uploading' ? (
            <UploadProgress percent={upload.percent} label="Wysyłanie obrazu" abortRef={abortRef} className="media-library__progress" />
          ) : null}
        </div>
        <UploadProblem message={upload.state === 'error' ? upload.message : null} />
      </form>

      {notice ? (
        <p className={notice.kind === 'error' ? 'field-error' : 'media-library__done'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}

      {/* A pasted or dropped image is the one to add: the grid (and its thumbnails' downloads) stays out of its way. */}
      {pendingFile ? null : (
        <section className="media-library__browse" aria-labelledby={`${id}-browse-title`}>
          <div className="media-library__browse-header">
            <h3 id={`${id}-browse-title`} className="media-library__subtitle">
              Obrazy w bibliotece{library.state === 'ready' ? ` (${items.length})` : ''}
            </h3>
            <Field id={`${id}-search`} label="Szukaj po opisie lub nazwie pliku" className="media-library__search">
              <input
                ref={searchRef}
                id={`${id}-search`}
                className="text-input"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </Field>
          </div>

          {library.state === 'loading' ? <p className="field-hint">Wczytywanie biblioteki…</p> : null}
          {library.state === 'error' ? (
            <div role="alert">
              <p className="field-error">{library.message}</p>
              <button type="button" className="button button--secondary button--small" onClick={() => void load()}>
                Spróbuj ponownie
              </button>
            </div>
          ) : null}
          {library.state === 'ready' && items.length === 0 ? (
            <p className="field-hint">Biblioteka jest pusta. Dodaj pierwszy obraz powyżej.</p>
          ) : null}
          {library.state === 'ready' && items.length > 0 && shown.length === 0 ? (
            <p className="field-hint">Żaden obraz nie pasuje do „{query.trim()}”.</p>
          ) : null}

          <div className="media-library__body">
            {shown.length > 0 ? (
              <ul className="media-grid" aria-label="Obrazy">
                {shown.map((item) => {
                  const { saved, here } = usesOf(item);
                  const count = saved.length + (here ? 1 : 0);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="media-grid__item"
                        aria-pressed={item.id === selectedId}
                        onClick={() => setSelectedId(item.id)}
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
            ) : null}

            {selected && selectedUses ? (
              <aside className="media-details" aria-label="Wybrany obraz">
                <p className="media-details__alt">{selected.alt}</p>
                <dl className="media-details__facts">
                  <dt>Plik</dt>
                  <dd>{fileNameOf(selected.path)}</dd>
                  <dt>Rozmiar</dt>
                  <dd>
                    {formatFileSize(selected.bytes)}
                    {selected.width ? ` · ${selected.width}×${selected.height} px` : ''}
                  </dd>
                  <dt>Dodano</dt>
                  <dd>{dateFormat.format(new Date(selected.created_at))}</dd>
                </dl>
                <div className="media-details__actions">
                  <button type="button" className="button" onClick={() => onChoose(selected)}>
                    {purpose === 'cover' ? 'Ustaw jako okładkę' : 'Wstaw do artykułu'}
                  </button>
                </div>
                <h4 className="media-details__heading">Gdzie użyto</h4>
                {selectedUses.saved.length === 0 && !selectedUses.here ? (
                  <p className="field-hint">Nigdzie — ten obraz można usunąć.</p>
                ) : (
                  <ul className="media-details__uses" data-testid="media-usages">
                    {selectedUses.here ? <li>Ten artykuł (edytowany teraz)</li> : null}
                    {selectedUses.saved.map((usage) => (
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
                {selectedUses.saved.length === 0 && !selectedUses.here ? (
                  <button type="button" className="button button--danger button--small" onClick={() => setConfirmDelete(true)}>
                    Usuń z biblioteki
                  </button>
                ) : (
                  <p className="field-hint">Obrazu używanego w artykułach nie można usunąć. Najpierw usuń go z tych artykułów.</p>
                )}
              </aside>
            ) : null}
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title="Usunąć obraz z biblioteki?"
        message={<p>Plik „{selected ? fileNameOf(selected.path) : ''}” zostanie trwale usunięty. Żaden artykuł go nie używa.</p>}
        confirmLabel="Usuń obraz"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </dialog>
  );
}
