import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDocumentTitle } from '../../../lib/seo';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus } from '../../../components/admin/save-status';
import { fetchAuthorOptions, type AuthorOption, type Post } from '../api';
import type { PostStatus } from '../post-choices';
import { usePostEditor } from '../use-post-editor';
import { CoverField } from './cover-field';
import { EditorHeader } from './editor-header';
import { PostPreview, type RenderArticle } from './post-preview';
import { MarkdownToolbar, formattingShortcut } from './markdown-toolbar';
import { BodyField, DescriptionFields, PublicationFields, SeoFields, TitleFields } from './post-fields';
import type { MediaPurpose } from './media-library-dialog';
import type { MediaItem } from '../media-api';
import { insertImageAtCursor } from '../media-library';
import '../admin-pages.css';

// The media library is loaded when first opened, never with the editor (nor with any public page).
const MediaLibraryDialog = lazy(() => import('./media-library-dialog'));
const loadMediaApi = () => import('../media-api');

type LibraryOpening = { purpose: MediaPurpose; pendingFile: File | null };

/** The first file of a paste or drop, if it carries any (text pastes and drops stay the browser's). */
const droppedFile = (files: FileList | undefined | null): File | null => (files && files.length > 0 ? files[0]! : null);

function saveButtonLabel(status: PostStatus, savedStatus: PostStatus): string {
  if (status === 'draft') return savedStatus === 'draft' ? 'Zapisz szkic' : 'Cofnij do szkicu';
  if (status === 'scheduled') return 'Zaplanuj publikację';
  return savedStatus === 'published' ? 'Zapisz zmiany' : 'Opublikuj';
}

type PageEditorProps = {
  post: Post;
  /** The public article page's rendering, for the live preview (handed in by the route). */
  renderArticle: RenderArticle;
};

/**
 * The article editor: the form (its state and saving live in usePostEditor, its fields in post-fields) next to a
 * live preview, with the media library for the body's images and the cover.
 */
export function PageEditor({ post, renderArticle }: PageEditorProps) {
  const id = useId();
  const editor = usePostEditor(post);
  const { form, update, savedStatus, conflict, status } = editor;
  const [library, setLibrary] = useState<LibraryOpening | null>(null);
  const authors = useAuthorOptions();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  useDocumentTitle(`Edycja: ${form.title || 'bez tytułu'}`);

  // The library is a modal dialog: the page under it is inert, so nothing there can take the focus until the render
  // that removes the dialog is committed (flushSync). Focus then goes back where the reader was (the text for an
  // insert, the button that opened it for a cover), in the same event: keys typed straight after are not lost.
  const libraryOpener = useRef<HTMLElement | null>(null);
  // Loaded with the library (which needs it too), so an insert runs in the event that chose the image.
  const mediaApi = useRef<Awaited<ReturnType<typeof loadMediaApi>> | null>(null);
  const openLibrary = (opening: LibraryOpening) => {
    libraryOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void loadMediaApi().then((api) => (mediaApi.current = api));
    setLibrary(opening);
  };
  const closeLibrary = (purpose: MediaPurpose, change?: () => void) => {
    flushSync(() => {
      change?.();
      setLibrary(null);
    });
    const opener = libraryOpener.current;
    (purpose === 'insert' ? bodyRef.current : opener?.isConnected ? opener : null)?.focus();
  };

  // An image from the library goes into the text at the cursor (the field keeps its selection while the dialog is
  // open), or becomes the cover with its alt text.
  const chooseMedia = async (item: MediaItem, purpose: MediaPurpose) => {
    if (purpose === 'cover') {
      closeLibrary(purpose, () => {
        update('coverPath', item.path);
        update('coverAlt', item.alt);
      });
      return;
    }
    const { mediaPublicUrl } = mediaApi.current ?? (await loadMediaApi());
    const field = bodyRef.current;
    const current = editor.latestForm().bodyMd;
    const edit = field
      ? { value: current, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd }
      : { value: current, selectionStart: current.length, selectionEnd: current.length };
    const result = insertImageAtCursor(edit, item.alt, mediaPublicUrl(item.path));
    // The library closes in the same render that shows the image in the text, never before it.
    closeLibrary(purpose, () => update('bodyMd', result.value));
    field?.setSelectionRange(result.selectionStart, result.selectionEnd);
  };

  // A pasted or dropped file goes through the library (alt text first), then into the text at the cursor.
  const takeFile = (event: ClipboardEvent<HTMLTextAreaElement> | DragEvent<HTMLTextAreaElement>, file: File | null) => {
    if (!file) return;
    event.preventDefault();
    openLibrary({ purpose: 'insert', pendingFile: file });
  };

  const fields = { formId: id, form, errors: editor.shownErrors, update };

  return (
    <div className="page-editor">
      <EditorHeader
        base={editor.base}
        savedStatus={savedStatus}
        dirty={editor.dirty}
        presence={editor.presence}
        conflict={conflict !== null}
        reloading={editor.reloading}
        onReload={editor.reload}
      />

      <div className="page-editor__layout">
        <form
          className="page-editor__form"
          noValidate
          aria-label="Artykuł"
          onSubmit={(event) => {
            event.preventDefault();
            editor.submit();
          }}
        >
          <TitleFields {...fields} slugCheck={editor.slugCheck} onSlug={editor.editSlug} />
          <DescriptionFields {...fields} authors={authors} />
          <BodyField
            {...fields}
            toolbar={
              <MarkdownToolbar
                target={bodyRef}
                targetId={`${id}-body`}
                onChange={(value) => update('bodyMd', value)}
                onImage={() => openLibrary({ purpose: 'insert', pendingFile: null })}
              />
            }
            textarea={{
              ref: bodyRef,
              onKeyDown: (event) => formattingShortcut(event, (value) => update('bodyMd', value)),
              onPaste: (event) => takeFile(event, droppedFile(event.clipboardData?.files)),
              onDragOver: (event) => {
                if (event.dataTransfer.types.includes('Files')) event.preventDefault();
              },
              onDrop: (event) => takeFile(event, droppedFile(event.dataTransfer?.files)),
            }}
          />

          <CoverField
            postId={post.id}
            coverPath={form.coverPath}
            coverAlt={form.coverAlt}
            altError={editor.shownErrors.coverAlt}
            onCoverChange={(path) => update('coverPath', path)}
            onAltChange={(alt) => update('coverAlt', alt)}
            onOpenLibrary={() => openLibrary({ purpose: 'cover', pendingFile: null })}
          />
          <SeoFields {...fields} />
          <PublicationFields {...fields} savedStatus={savedStatus} />

          <div className="page-editor__actions">
            <button type="submit" className="button" disabled={status.kind === 'saving' || conflict !== null}>
              {saveButtonLabel(form.status, savedStatus)}
            </button>
          </div>
          <SaveStatus status={status}>
            {conflict ? (
              <div className="page-editor__conflict-actions">
                {conflict.kind === 'conflict' ? (
                  <button type="button" className="button button--small" onClick={editor.reload} disabled={editor.reloading}>
                    Wczytaj najnowszą wersję (porzuć moje zmiany)
                  </button>
                ) : (
                  <Link to="/admin/pages" className="button button--secondary button--small">
                    Wróć do listy
                  </Link>
                )}
                <p className="field-hint">Aby zachować swoje zmiany, skopiuj je przed wczytaniem nowszej wersji.</p>
              </div>
            ) : null}
          </SaveStatus>
        </form>

        <PostPreview form={form} publishedAt={editor.base.published_at} authors={authors} renderArticle={renderArticle} />
      </div>

      {library ? (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            purpose={library.purpose}
            pendingFile={library.pendingFile}
            editedPost={{ id: post.id, bodyMd: form.bodyMd, coverPath: form.coverPath }}
            onChoose={(item) => void chooseMedia(item, library.purpose)}
            onClose={() => closeLibrary(library.purpose)}
          />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={editor.confirmUnpublish}
        title="Wycofać artykuł z publikacji?"
        message={
          <p>
            {savedStatus === 'scheduled'
              ? 'Zaplanowana publikacja zostanie anulowana, a artykuł wróci do szkiców.'
              : 'Artykuł zniknie ze strony i wróci do szkiców. Czytelnicy zobaczą pod jego adresem stronę 404.'}
          </p>
        }
        confirmLabel="Wycofaj do szkiców"
        onConfirm={() => editor.answerUnpublish(true)}
        onCancel={() => editor.answerUnpublish(false)}
      />
    </div>
  );
}

/** The authors an article can be signed by; empty until loaded (or when they cannot be loaded: the editors sign). */
function useAuthorOptions(): AuthorOption[] {
  const [authors, setAuthors] = useState<AuthorOption[]>([]);
  useEffect(() => {
    let current = true;
    fetchAuthorOptions().then(
      (list) => current && setAuthors(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return authors;
}
