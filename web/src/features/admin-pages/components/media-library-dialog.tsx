import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { addToLibrary, checkImageFile, deleteMediaItem, type CheckedImage, type MediaItem } from '../media-api';
import { altTextProblem, fileNameOf, filterMediaItems, markdownUsesImage } from '../media-library';
import '../media-library.css';
import { UploadProblem, UploadProgress } from './upload-progress';
import { ImageFileField, LibraryStatus, MediaDetails, MediaGrid, submitLabel, UploadCandidate } from './media-library-parts';
import type { MediaPurpose, MediaUses } from './media-library-parts';
import { errorText, useMediaLibrary } from './use-media-library';
import { Field } from '../../../components/field';

export type { MediaPurpose } from './media-library-parts';

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

type Upload =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'chosen'; image: CheckedImage; previewUrl: string }
  | { state: 'uploading'; image: CheckedImage; previewUrl: string; percent: number }
  | { state: 'error'; message: string; image?: CheckedImage; previewUrl?: string };

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
  const { library, load, added, removed } = useMediaLibrary();
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
      added(item);
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
  const usesOf = (item: MediaItem): MediaUses => {
    const saved = usages(item).filter((usage) => usage.post_id !== editedPost.id);
    return { saved, here: usedHere(item) };
  };
  const useCount = (item: MediaItem) => {
    const { saved, here } = usesOf(item);
    return saved.length + (here ? 1 : 0);
  };

  const remove = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteMediaItem(selected);
      removed(selected.id);
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
        <ImageFileField
          id={id}
          fileRef={fileRef}
          busy={busy}
          onFile={(file) => {
            chooseAfterUpload.current = false;
            void chooseFile(file);
          }}
        />
        {upload.state === 'checking' ? <p className="field-hint">Sprawdzanie pliku…</p> : null}
        {uploadImage && uploadPreview ? (
          <UploadCandidate
            id={id}
            image={uploadImage}
            previewUrl={uploadPreview}
            alt={alt}
            onAltChange={setAlt}
            altRef={altRef}
            altProblem={altShown ? altProblem : null}
            busy={busy}
            submitLabel={submitLabel(purpose, chooseAfterUpload.current)}
          />
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

          <LibraryStatus library={library} shown={shown.length} query={query} onRetry={() => void load()} />

          <div className="media-library__body">
            {shown.length > 0 ? (
              <MediaGrid items={shown} selectedId={selectedId} useCount={useCount} onSelect={setSelectedId} onChoose={onChoose} />
            ) : null}

            {selected && selectedUses ? (
              <MediaDetails
                item={selected}
                uses={selectedUses}
                purpose={purpose}
                onChoose={onChoose}
                onDelete={() => setConfirmDelete(true)}
              />
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
