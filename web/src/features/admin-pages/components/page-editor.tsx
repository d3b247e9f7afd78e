import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { articleLink } from '../../../lib/article-links';
import { useDocumentTitle } from '../../../lib/seo';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import {
  AdminApiError,
  fetchAuthorOptions,
  fetchPost,
  insertPost,
  isUnsaved,
  savePost,
  type AuthorOption,
  type Post,
  type SaveResult,
} from '../api';
import { createDebouncer } from '../autosave';
import {
  describeStatus,
  effectiveStatus,
  formatClock,
  formToUpdate,
  hasErrors,
  limits,
  postToForm,
  sectionLabels,
  statusLabels,
  validatePostForm,
  type PostForm,
  type PostFormErrors,
} from '../post-form';
import { postSections, type PostStatus } from '../post-choices';
import { slugify } from '../slug';
import { usePagePresence } from '../use-page-presence';
import { rememberCreatedPost } from './editor-route';
import { useSlugCheck } from '../use-slug-check';
import { CoverField } from './cover-field';
import { PostPreview, type RenderArticle } from './post-preview';
import { MarkdownToolbar, formattingShortcut } from './markdown-toolbar';
import { PresenceNotice } from './presence-notice';
import type { MediaPurpose } from './media-library-dialog';
import type { MediaItem } from '../media-api';
import { insertImageAtCursor } from '../media-library';
import '../admin-pages.css';
import { Field, SelectField } from '../../../components/field';

// The media library is loaded when first opened, never with the editor (nor with any public page).
const MediaLibraryDialog = lazy(() => import('./media-library-dialog'));
const loadMediaApi = () => import('../media-api');

type LibraryOpening = { purpose: MediaPurpose; pendingFile: File | null };

/** The first file of a paste or drop, if it carries any (text pastes and drops stay the browser's). */
const droppedFile = (files: FileList | undefined | null): File | null => (files && files.length > 0 ? files[0]! : null);

/** Drafts save themselves this long after the last edit. */
const autosaveDelayMs = 1500;

type Conflict = { kind: 'conflict'; updatedAt: string } | { kind: 'deleted' };

const sameForm = (a: PostForm, b: PostForm) => JSON.stringify(a) === JSON.stringify(b);

const fieldLabels: Record<keyof PostForm, string> = {
  title: 'Tytuł',
  slug: 'Adres (slug)',
  section: 'Kategoria',
  tagsText: 'Tagi',
  lead: 'Wstęp',
  bodyMd: 'Treść',
  coverPath: 'Okładka',
  coverAlt: 'Tekst alternatywny okładki',
  authorId: 'Autor',
  seoTitle: 'Tytuł SEO',
  seoDescription: 'Opis SEO',
  status: 'Status',
  scheduledFor: 'Data publikacji',
};

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

export function PageEditor({ post, renderArticle }: PageEditorProps) {
  const id = useId();
  const [base, setBase] = useState(post);
  const [form, setForm] = useState(() => postToForm(post));
  const [savedForm, setSavedForm] = useState(form);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [showErrors, setShowErrors] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [library, setLibrary] = useState<LibraryOpening | null>(null);
  const authors = useAuthorOptions();
  // Fresh drafts follow the title; once the admin edits the slug (or the post was ever published) it stays put.
  const slugFollowsTitle = useRef(post.status === 'draft' && (post.slug.startsWith('nowy-artykul-') || post.slug === slugify(post.title)));

  useDocumentTitle(`Edycja: ${form.title || 'bez tytułu'}`);
  const dirty = !sameForm(form, savedForm);
  const errors: PostFormErrors = useMemo(() => validatePostForm(form), [form]);
  const slugCheck = useSlugCheck(form.slug, post.id, base.slug);
  const presence = usePagePresence(post.id);
  const savedStatus = effectiveStatus(base);

  const navigate = useNavigate();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // The first save of a new article, while it inserts the row.
  const creating = useRef<Promise<Post> | null>(null);
  // The save reads the newest values through a ref, so the debounced autosave never saves a stale form.
  const latest = useRef({ form, base, conflict, slugCheck });
  latest.current = { form, base, conflict, slugCheck };

  const save = useCallback(
    async (mode: 'manual' | 'auto') => {
      const { form: snapshot, base: version, conflict: knownConflict, slugCheck: slug } = latest.current;
      if (knownConflict) return;
      const problems = validatePostForm(snapshot);
      const slugProblem = slug.state === 'taken' ? slug.message : null;
      if (hasErrors(problems) || slugProblem) {
        // Autosave waits quietly for valid input; a manual save says exactly what to fix.
        if (mode === 'auto') return;
        setShowErrors(true);
        const fields = Object.keys(problems).map((key) => fieldLabels[key as keyof PostForm]);
        if (slugProblem && !fields.includes(fieldLabels.slug)) fields.push(fieldLabels.slug);
        setStatus({ kind: 'error', message: `Nie zapisano. Popraw: ${fields.join(', ')}.` });
        return;
      }
      if (mode === 'auto' && slug.state === 'checking') return;
      setStatus({ kind: 'saving', message: mode === 'auto' ? 'Autozapis…' : 'Zapisywanie…' });
      try {
        let result: SaveResult;
        let current = version;
        // A save while the first one is still inserting the row waits for it, then updates that row.
        if (isUnsaved(current) && creating.current) {
          await creating.current.catch(() => undefined);
          current = latest.current.base;
        }
        if (isUnsaved(current)) {
          const inserting = insertPost(current.id, formToUpdate(snapshot));
          creating.current = inserting;
          try {
            result = { kind: 'saved', post: await inserting };
          } finally {
            creating.current = null;
          }
          // The article exists now: it continues at its own address, in the same editor.
          rememberCreatedPost(result.post);
          void navigate({ to: '/admin/page/$id', params: { id: result.post.id }, replace: true });
        } else {
          result = await savePost(current.id, current.updated_at, formToUpdate(snapshot));
        }
        if (result.kind === 'saved') {
          latest.current.base = result.post;
          setBase(result.post);
          setSavedForm(snapshot);
          setShowErrors(false);
          const clock = formatClock(new Date());
          const now = effectiveStatus(result.post);
          const what = now === 'published' ? ' Artykuł jest opublikowany.' : now === 'scheduled' ? ` ${describeStatus(result.post)}.` : '';
          setStatus({ kind: 'success', message: `${mode === 'auto' ? 'Zapisano automatycznie' : 'Zapisano'} o ${clock}.${what}` });
          presence.announceSave(result.post.updated_at);
        } else if (result.kind === 'conflict') {
          autosave.cancel();
          latest.current.conflict = { kind: 'conflict', updatedAt: result.current.updated_at };
          setConflict(latest.current.conflict);
          setStatus({
            kind: 'error',
            message: `Ktoś zapisał nowszą wersję tego artykułu (o ${formatClock(new Date(result.current.updated_at))}). Twoje zmiany nie zostały zapisane, żeby niczego nie nadpisać.`,
          });
        } else {
          autosave.cancel();
          latest.current.conflict = { kind: 'deleted' };
          setConflict(latest.current.conflict);
          setStatus({
            kind: 'error',
            message: 'Ten artykuł został w międzyczasie usunięty. Skopiuj swoje zmiany, zanim opuścisz stronę.',
          });
        }
      } catch (error) {
        setStatus({
          kind: 'error',
          message: error instanceof AdminApiError ? error.message : `Nie udało się zapisać zmian: ${String(error)}`,
        });
      }
    },
    // autosave and presence.announceSave are stable; everything else is read through `latest`.
    [],
  );

  const autosave = useMemo(() => createDebouncer(() => save('auto'), autosaveDelayMs), [save]);

  // Drafts save themselves; a published page changes only when the admin says so.
  useEffect(() => {
    if (dirty && !conflict && form.status === 'draft' && savedStatus === 'draft') autosave.schedule();
    else autosave.cancel();
  }, [form, dirty, conflict, savedStatus, autosave]);

  // Leaving the editor (inside the app) saves a pending draft instead of dropping it.
  useEffect(() => () => void autosave.flush(), [autosave]);

  // Closing the tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await fetchPost(post.id);
      if (!fresh) {
        setStatus({ kind: 'error', message: 'Ten artykuł już nie istnieje.' });
        return;
      }
      const freshForm = postToForm(fresh);
      latest.current = { ...latest.current, base: fresh, conflict: null, form: freshForm };
      setBase(fresh);
      setForm(freshForm);
      setSavedForm(freshForm);
      setConflict(null);
      setShowErrors(false);
      setStatus({ kind: 'success', message: `Wczytano najnowszą wersję (zapisaną o ${formatClock(new Date(fresh.updated_at))}).` });
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setReloading(false);
    }
  };

  const update = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && slugFollowsTitle.current) next.slug = slugify(String(value)) || current.slug;
      return next;
    });

  // An image from the library goes into the text at the cursor (the field keeps its selection while the dialog is
  // open), or becomes the cover with its alt text.
  const chooseMedia = async (item: MediaItem, purpose: MediaPurpose) => {
    setLibrary(null);
    if (purpose === 'cover') {
      update('coverPath', item.path);
      update('coverAlt', item.alt);
      return;
    }
    const { mediaPublicUrl } = await loadMediaApi();
    const field = bodyRef.current;
    const current = latest.current.form.bodyMd;
    const edit = field
      ? { value: current, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd }
      : { value: current, selectionStart: current.length, selectionEnd: current.length };
    const result = insertImageAtCursor(edit, item.alt, mediaPublicUrl(item.path));
    update('bodyMd', result.value);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };

  // A pasted or dropped file goes through the library (alt text first), then into the text at the cursor.
  const takeFile = (event: ClipboardEvent<HTMLTextAreaElement> | DragEvent<HTMLTextAreaElement>, file: File | null) => {
    if (!file) return;
    event.preventDefault();
    setLibrary({ purpose: 'insert', pendingFile: file });
  };

  const shownErrors: PostFormErrors = showErrors ? errors : {};
  // Slug problems are shown while typing: that is the point of checking it live.
  const slugMessage =
    slugCheck.state === 'invalid' || slugCheck.state === 'taken' || slugCheck.state === 'error' ? slugCheck.message : null;
  const describedBy = (field: string, hint?: boolean, error?: unknown) =>
    [hint ? `${id}-${field}-hint` : '', error ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof PostForm) =>
    shownErrors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {shownErrors[field]}
      </p>
    ) : null;
  // Both stamps come from PostgREST in the same ISO format (UTC, +00:00), so they compare as strings, microseconds included.
  const remoteNewer = presence.remoteSave !== null && presence.remoteSave.updatedAt > base.updated_at && !conflict;
  const publicLink = savedStatus === 'published' ? articleLink(base.section, base.slug) : null;

  return (
    <div className="page-editor">
      <header className="page-editor__header">
        <div>
          <p className="page-editor__back">
            <Link to="/admin/pages">← Wszystkie artykuły</Link>
          </p>
          <h1 className="page-editor__title">Edycja artykułu</h1>
          <p className="page-editor__state">
            <span className={`admin-badge status-badge status-badge--${savedStatus}`}>{describeStatus(base)}</span>
            {dirty ? <span className="page-editor__dirty"> · niezapisane zmiany</span> : null}
            {publicLink ? (
              <>
                {' · '}
                <Link {...publicLink} target="_blank">
                  Zobacz na stronie
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <PresenceNotice editors={presence.editors} problem={presence.problem} />
      </header>

      {remoteNewer ? (
        <div className="callout callout--warning" role="alert">
          <p>
            {presence.remoteSave?.email} zapisał(a) nowszą wersję o {formatClock(new Date(presence.remoteSave?.at ?? Date.now()))}. Twój
            zapis zostanie odrzucony — wczytaj najnowszą wersję, zanim wprowadzisz zmiany.
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void reload()} disabled={reloading}>
            Wczytaj najnowszą wersję
          </button>
        </div>
      ) : null}

      <div className="page-editor__layout">
        <form
          className="page-editor__form"
          noValidate
          aria-label="Artykuł"
          onSubmit={(event) => {
            event.preventDefault();
            autosave.cancel();
            // Taking a live (or scheduled) article off the site is asked about first.
            if (form.status === 'draft' && savedStatus !== 'draft') setConfirmUnpublish(true);
            else void save('manual');
          }}
        >
          <Field id={`${id}-title`} label="Tytuł">
            <input
              id={`${id}-title`}
              className="text-input"
              value={form.title}
              maxLength={limits.title}
              required
              aria-invalid={shownErrors.title ? true : undefined}
              aria-describedby={describedBy('title', false, shownErrors.title)}
              onChange={(event) => update('title', event.target.value)}
            />
            {fieldError('title')}
          </Field>

          <Field id={`${id}-slug`} label="Adres (slug)">
            <input
              id={`${id}-slug`}
              className="text-input"
              value={form.slug}
              maxLength={120}
              spellCheck={false}
              autoCapitalize="off"
              aria-invalid={slugMessage ? true : undefined}
              aria-describedby={`${id}-slug-hint`}
              onChange={(event) => {
                slugFollowsTitle.current = false;
                update('slug', event.target.value);
              }}
            />
            <p id={`${id}-slug-hint`} className={slugMessage ? 'field-error' : 'field-hint'} aria-live="polite" data-testid="slug-check">
              {slugMessage ??
                (slugCheck.state === 'checking'
                  ? 'Sprawdzanie, czy adres jest wolny…'
                  : slugCheck.state === 'free'
                    ? `Adres wolny: /${form.section}/${form.slug.trim()}`
                    : null)}
            </p>
          </Field>

          <div className="page-editor__row">
            <SelectField
              id={`${id}-section`}
              label="Kategoria"
              value={form.section}
              onChange={(event) => update('section', event.target.value as PostForm['section'])}
            >
              {postSections.map((section) => (
                <option key={section} value={section}>
                  {sectionLabels[section]}
                </option>
              ))}
            </SelectField>
            <Field id={`${id}-tags`} label="Tagi">
              <input
                id={`${id}-tags`}
                className="text-input"
                value={form.tagsText}
                aria-invalid={shownErrors.tagsText ? true : undefined}
                aria-describedby={describedBy('tagsText', true, shownErrors.tagsText)}
                onChange={(event) => update('tagsText', event.target.value)}
              />
              <p id={`${id}-tagsText-hint`} className="field-hint">
                Oddziel przecinkami, np. „Midjourney, prompty”.
              </p>
              {fieldError('tagsText')}
            </Field>
          </div>

          <Field id={`${id}-author`} label="Autor">
            <select
              id={`${id}-author`}
              className="select"
              value={form.authorId}
              aria-describedby={`${id}-author-hint`}
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
            <p id={`${id}-author-hint`} className="field-hint">
              Podpis pod artykułem z portretem i notką; bez autora tekst podpisuje redakcja.
            </p>
          </Field>

          <Field id={`${id}-lead`} label="Wstęp">
            <textarea
              id={`${id}-lead`}
              className="text-input"
              rows={3}
              value={form.lead}
              maxLength={limits.lead}
              aria-invalid={shownErrors.lead ? true : undefined}
              aria-describedby={describedBy('lead', false, shownErrors.lead)}
              onChange={(event) => update('lead', event.target.value)}
            />
            {fieldError('lead')}
          </Field>

          <Field id={`${id}-body`} label="Treść (Markdown)">
            <MarkdownToolbar
              target={bodyRef}
              targetId={`${id}-body`}
              onChange={(value) => update('bodyMd', value)}
              onImage={() => setLibrary({ purpose: 'insert', pendingFile: null })}
            />
            <textarea
              ref={bodyRef}
              onKeyDown={(event) => formattingShortcut(event, (value) => update('bodyMd', value))}
              onPaste={(event) => takeFile(event, droppedFile(event.clipboardData?.files))}
              onDragOver={(event) => {
                if (event.dataTransfer.types.includes('Files')) event.preventDefault();
              }}
              onDrop={(event) => takeFile(event, droppedFile(event.dataTransfer?.files))}
              id={`${id}-body`}
              className="text-input page-editor__body"
              rows={18}
              value={form.bodyMd}
              aria-invalid={shownErrors.bodyMd ? true : undefined}
              aria-describedby={describedBy('bodyMd', true, shownErrors.bodyMd)}
              onChange={(event) => update('bodyMd', event.target.value)}
            />
            <p id={`${id}-bodyMd-hint`} className="field-hint">
              Nagłówki „## …”, listy „- …”, linki „[tekst](adres)”. Obraz wstawisz przyciskiem „Obraz” albo wklejając lub upuszczając plik.
              Podgląd obok pokazuje stronę tak, jak zobaczą ją czytelnicy.
            </p>
            {fieldError('bodyMd')}
          </Field>

          <CoverField
            postId={post.id}
            coverPath={form.coverPath}
            coverAlt={form.coverAlt}
            altError={shownErrors.coverAlt}
            onCoverChange={(path) => update('coverPath', path)}
            onAltChange={(alt) => update('coverAlt', alt)}
            onOpenLibrary={() => setLibrary({ purpose: 'cover', pendingFile: null })}
          />

          <fieldset className="editor-fieldset">
            <legend>SEO</legend>
            <Field id={`${id}-seo-title`} label="Tytuł SEO">
              <input
                id={`${id}-seo-title`}
                className="text-input"
                value={form.seoTitle}
                aria-invalid={shownErrors.seoTitle ? true : undefined}
                aria-describedby={describedBy('seoTitle', true, shownErrors.seoTitle)}
                onChange={(event) => update('seoTitle', event.target.value)}
              />
              <p id={`${id}-seoTitle-hint`} className="field-hint">
                {form.seoTitle.trim().length}/{limits.seoTitle} znaków. Puste: użyjemy tytułu artykułu.
              </p>
              {fieldError('seoTitle')}
            </Field>
            <Field id={`${id}-seo-description`} label="Opis SEO">
              <textarea
                id={`${id}-seo-description`}
                className="text-input"
                rows={3}
                value={form.seoDescription}
                aria-invalid={shownErrors.seoDescription ? true : undefined}
                aria-describedby={describedBy('seoDescription', true, shownErrors.seoDescription)}
                onChange={(event) => update('seoDescription', event.target.value)}
              />
              <p id={`${id}-seoDescription-hint`} className="field-hint">
                {form.seoDescription.trim().length}/{limits.seoDescription} znaków. Puste: użyjemy wstępu.
              </p>
              {fieldError('seoDescription')}
            </Field>
          </fieldset>

          <fieldset className="editor-fieldset">
            <legend>Publikacja</legend>
            <div className="page-editor__statuses">
              {(['draft', 'published', 'scheduled'] as const).map((value) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name={`${id}-status`}
                    value={value}
                    checked={form.status === value}
                    onChange={() => update('status', value)}
                  />{' '}
                  {statusLabels[value]}
                </label>
              ))}
            </div>
            {form.status === 'scheduled' ? (
              <Field id={`${id}-scheduled`} label="Data i godzina publikacji">
                <input
                  id={`${id}-scheduled`}
                  className="text-input"
                  type="datetime-local"
                  value={form.scheduledFor}
                  aria-invalid={shownErrors.scheduledFor ? true : undefined}
                  aria-describedby={describedBy('scheduledFor', false, shownErrors.scheduledFor)}
                  onChange={(event) => update('scheduledFor', event.target.value)}
                />
                {fieldError('scheduledFor')}
              </Field>
            ) : null}
            <p className="field-hint">
              {form.status === 'draft' && savedStatus === 'draft'
                ? 'Szkic zapisuje się automatycznie chwilę po każdej zmianie.'
                : 'Zmiany opublikowanego artykułu zapisuje dopiero przycisk poniżej.'}
            </p>
          </fieldset>

          <div className="page-editor__actions">
            <button type="submit" className="button" disabled={status.kind === 'saving' || conflict !== null}>
              {saveButtonLabel(form.status, savedStatus)}
            </button>
          </div>
          <SaveStatus status={status}>
            {conflict ? (
              <div className="page-editor__conflict-actions">
                {conflict.kind === 'conflict' ? (
                  <button type="button" className="button button--small" onClick={() => void reload()} disabled={reloading}>
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

        <PostPreview form={form} publishedAt={base.published_at} authors={authors} renderArticle={renderArticle} />
      </div>

      {library ? (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            purpose={library.purpose}
            pendingFile={library.pendingFile}
            editedPost={{ id: post.id, bodyMd: form.bodyMd, coverPath: form.coverPath }}
            onChoose={(item) => void chooseMedia(item, library.purpose)}
            onClose={() => {
              setLibrary(null);
              bodyRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={confirmUnpublish}
        title="Wycofać artykuł z publikacji?"
        message={
          <p>
            {savedStatus === 'scheduled'
              ? 'Zaplanowana publikacja zostanie anulowana, a artykuł wróci do szkiców.'
              : 'Artykuł zniknie ze strony i wróci do szkiców. Czytelnicy zobaczą pod jego adresem stronę 404.'}
          </p>
        }
        confirmLabel="Wycofaj do szkiców"
        onConfirm={() => {
          setConfirmUnpublish(false);
          void save('manual');
        }}
        onCancel={() => setConfirmUnpublish(false)}
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
