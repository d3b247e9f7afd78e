import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { idleStatus, type SaveStatusValue } from '../../components/admin/save-status';
import { AdminApiError, fetchPost, insertPost, isUnsaved, savePost, type Post, type SaveResult } from './api';
import { createDebouncer } from './autosave';
import { rememberCreatedPost } from './components/editor-route';
import {
  describeStatus,
  effectiveStatus,
  formatClock,
  formToUpdate,
  hasErrors,
  postToForm,
  validatePostForm,
  type PostForm,
  type PostFormErrors,
} from './post-form';
import { slugify } from './slug';
import { usePagePresence } from './use-page-presence';
import { useSlugCheck } from './use-slug-check';

/** Drafts save themselves this long after the last edit. */
const autosaveDelayMs = 1500;

export type Conflict = { kind: 'conflict'; updatedAt: string } | { kind: 'deleted' };

export type UpdatePostForm = <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;

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

/**
 * The article editor's state and its saving: the form against the last saved version, validation (shown after a
 * manual save), the live slug check, autosave of drafts, the first save that inserts a new article, conflicts with a
 * newer or deleted version, reloading the newest one, and the confirmation before a live article goes back to drafts.
 */
export function usePostEditor(post: Post) {
  const [base, setBase] = useState(post);
  const [form, setForm] = useState(() => postToForm(post));
  const [savedForm, setSavedForm] = useState(form);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [showErrors, setShowErrors] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  // Fresh drafts follow the title; once the admin edits the slug (or the post was ever published) it stays put.
  const slugFollowsTitle = useRef(post.status === 'draft' && (post.slug.startsWith('nowy-artykul-') || post.slug === slugify(post.title)));

  const dirty = !sameForm(form, savedForm);
  const errors: PostFormErrors = useMemo(() => validatePostForm(form), [form]);
  const slugCheck = useSlugCheck(form.slug, post.id, base.slug);
  const presence = usePagePresence(post.id);
  const savedStatus = effectiveStatus(base);

  const navigate = useNavigate();
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
        } else {
          autosave.cancel();
          latest.current.conflict =
            result.kind === 'conflict' ? { kind: 'conflict', updatedAt: result.current.updated_at } : { kind: 'deleted' };
          setConflict(latest.current.conflict);
          setStatus({
            kind: 'error',
            message:
              result.kind === 'conflict'
                ? `Ktoś zapisał nowszą wersję tego artykułu (o ${formatClock(new Date(result.current.updated_at))}). Twoje zmiany nie zostały zapisane, żeby niczego nie nadpisać.`
                : 'Ten artykuł został w międzyczasie usunięty. Skopiuj swoje zmiany, zanim opuścisz stronę.',
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

  const update: UpdatePostForm = (key, value) =>
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && slugFollowsTitle.current) next.slug = slugify(String(value)) || current.slug;
      return next;
    });

  return {
    form,
    base,
    savedStatus,
    dirty,
    /** The form's problems, once a manual save has asked for them. */
    shownErrors: showErrors ? errors : ({} as PostFormErrors),
    slugCheck,
    presence,
    status,
    conflict,
    reloading,
    update,
    /** The slug as the admin types it: from now on it no longer follows the title. */
    editSlug: (slug: string) => {
      slugFollowsTitle.current = false;
      update('slug', slug);
    },
    /** The newest form, also between a change and its render (for inserting at the cursor after an await). */
    latestForm: () => latest.current.form,
    reload: () => void reload(),
    /** The form's submit: taking a live (or scheduled) article off the site is asked about first. */
    submit: () => {
      autosave.cancel();
      if (form.status === 'draft' && savedStatus !== 'draft') setConfirmUnpublish(true);
      else void save('manual');
    },
    confirmUnpublish,
    answerUnpublish: (confirmed: boolean) => {
      setConfirmUnpublish(false);
      if (confirmed) void save('manual');
    },
  };
}
