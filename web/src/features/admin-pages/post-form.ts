import type { Database } from '../../lib/database.types';
import { isPostSection, type PostSection, type PostStatus } from './post-choices';
import { slugFormatProblem } from './slug';

type PostRow = Database['public']['Tables']['posts']['Row'];
export type PostUpdate = Database['public']['Tables']['posts']['Update'];

/** The category of an article is its section: it decides the public URL (/post/… or /midjourney/…). */
export const sectionLabels: Record<PostSection, string> = { post: 'Artykuł (/post)', midjourney: 'Midjourney (/midjourney)' };
export const statusLabels: Record<PostStatus, string> = { draft: 'Szkic', published: 'Opublikowany', scheduled: 'Zaplanowany' };

export const limits = { title: 200, lead: 600, seoTitle: 70, seoDescription: 160, coverAlt: 300, tag: 40, tags: 12 } as const;

/** What the editor holds: the columns an admin edits, as form values. */
export type PostForm = {
  title: string;
  slug: string;
  section: PostSection;
  tagsText: string;
  lead: string;
  bodyMd: string;
  coverPath: string | null;
  coverAlt: string;
  /** The byline's author id; empty: signed by the editors as a whole. */
  authorId: string;
  seoTitle: string;
  seoDescription: string;
  status: PostStatus;
  /** A datetime-local value ("2026-12-01T09:30") in the browser's time zone; empty unless scheduled. */
  scheduledFor: string;
};

export type PostFormErrors = Partial<Record<keyof PostForm, string>>;

/** "a, b ,A,, c" → ["a", "b", "c"]: trimmed, no empties, no case-insensitive duplicates, order kept. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('pl');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Reading time at about 200 words a minute (the seed's assumption), within the database's 1–180 range. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.min(180, Math.max(1, Math.round(words / 200)));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as a datetime-local value in the browser's time zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser's time zone) as a Date; null when empty or not a date. */
export function fromDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes);
  // new Date() rolls 31 February over to March; such a value is not a real date.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** The editor's status of a stored post at `now`. */
export function effectiveStatus(post: Pick<PostRow, 'status' | 'published_at' | 'scheduled_for'>, now: Date = new Date()): PostStatus {
  if (post.status !== 'published') return 'draft';
  const goesLiveLater = post.scheduled_for !== null && post.published_at !== null && Date.parse(post.published_at) > now.getTime();
  return goesLiveLater ? 'scheduled' : 'published';
}

export function postToForm(post: PostRow, now: Date = new Date()): PostForm {
  const status = effectiveStatus(post, now);
  return {
    title: post.title,
    slug: post.slug,
    section: isPostSection(post.section) ? post.section : 'post',
    tagsText: post.tags.join(', '),
    lead: post.lead,
    bodyMd: post.body_md,
    coverPath: post.cover_path,
    coverAlt: post.cover_alt ?? '',
    authorId: post.author_id ?? '',
    seoTitle: post.seo_title ?? '',
    seoDescription: post.seo_description ?? '',
    status,
    scheduledFor: status === 'scheduled' ? toDateTimeLocal(post.scheduled_for) : '',
  };
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** The columns a save writes. published_at follows status and schedule in the database (trigger posts_sync_schedule). */
export function formToUpdate(form: PostForm): PostUpdate {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    section: form.section,
    tags: parseTags(form.tagsText),
    lead: form.lead.trim(),
    body_md: form.bodyMd,
    reading_minutes: readingMinutes(form.bodyMd),
    cover_path: form.coverPath,
    cover_alt: form.coverPath ? blankToNull(form.coverAlt) : null,
    author_id: form.authorId || null,
    seo_title: blankToNull(form.seoTitle),
    seo_description: blankToNull(form.seoDescription),
    status: form.status === 'draft' ? 'draft' : 'published',
    scheduled_for: form.status === 'scheduled' ? (fromDateTimeLocal(form.scheduledFor)?.toISOString() ?? null) : null,
  };
}

/**
 * Everything that would stop a save, per field, in Polish. A draft needs only a title and a valid slug; publishing
 * or scheduling also needs a lead, a body and alt text for the cover; a schedule needs a date in the future.
 */
export function validatePostForm(form: PostForm, now: Date = new Date()): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = 'Podaj tytuł.';
  else if (title.length > limits.title) errors.title = `Tytuł może mieć najwyżej ${limits.title} znaków.`;

  const slugProblem = slugFormatProblem(form.slug.trim());
  if (slugProblem) errors.slug = slugProblem;

  const tags = parseTags(form.tagsText);
  if (tags.length > limits.tags) errors.tagsText = `Najwyżej ${limits.tags} tagów.`;
  else if (tags.some((tag) => tag.length > limits.tag)) errors.tagsText = `Tag może mieć najwyżej ${limits.tag} znaków.`;

  if (form.lead.trim().length > limits.lead) errors.lead = `Wstęp może mieć najwyżej ${limits.lead} znaków.`;
  if (form.seoTitle.trim().length > limits.seoTitle)
    errors.seoTitle = `Tytuł SEO może mieć najwyżej ${limits.seoTitle} znaków (teraz ${form.seoTitle.trim().length}).`;
  if (form.seoDescription.trim().length > limits.seoDescription)
    errors.seoDescription = `Opis SEO może mieć najwyżej ${limits.seoDescription} znaków (teraz ${form.seoDescription.trim().length}).`;
  if (form.coverAlt.trim().length > limits.coverAlt) errors.coverAlt = `Tekst alternatywny może mieć najwyżej ${limits.coverAlt} znaków.`;

  if (form.status !== 'draft') {
    if (!form.lead.trim()) errors.lead ??= 'Przed publikacją dodaj wstęp.';
    if (!form.bodyMd.trim()) errors.bodyMd = 'Przed publikacją dodaj treść artykułu.';
    if (form.coverPath && !form.coverAlt.trim()) errors.coverAlt ??= 'Opisz okładkę (tekst alternatywny) przed publikacją.';
  }

  if (form.status === 'scheduled') {
    const when = fromDateTimeLocal(form.scheduledFor);
    if (!form.scheduledFor) errors.scheduledFor = 'Podaj datę i godzinę publikacji.';
    else if (!when) errors.scheduledFor = 'Nieprawidłowa data publikacji.';
    else if (when.getTime() <= now.getTime()) errors.scheduledFor = 'Data publikacji musi być w przyszłości.';
  }
  return errors;
}

export function hasErrors(errors: PostFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** "Zaplanowany na 1 grudnia 2026 o 09:30" etc.: the status of a stored post as an admin should read it now. */
export function describeStatus(post: Pick<PostRow, 'status' | 'published_at' | 'scheduled_for'>, now: Date = new Date()): string {
  const status = effectiveStatus(post, now);
  if (status === 'scheduled' && post.published_at) return `Zaplanowany na ${formatDateTime(post.published_at)}`;
  return statusLabels[status];
}

// Admins pick dates in their browser's time zone (datetime-local), so dates are shown in it too.
const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit' });

/** "1 grudnia 2026 o 09:30" */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${dateFormat.format(date)} o ${timeFormat.format(date)}`;
}

/** "12:34", in the browser's time zone: for "Zapisano o 12:34". */
export function formatClock(date: Date): string {
  return timeFormat.format(date);
}
