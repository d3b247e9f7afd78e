import type { Database, Json } from '../../lib/database.types';
import { foldForSearch } from '../../lib/polish-text';
import { getSupabase } from '../../lib/supabase';
import { describeApiError, type ApiError } from './errors';
import type { PostSection, PostStatus } from './post-choices';
import type { PostUpdate } from './post-form';
import { postSorts, type PostSort } from './post-sorts';
import { slugify } from './slug';
import { bucket, buckets, publicUrl, uploadWithProgress, type UploadMessages } from '../../lib/storage';

export type Post = Database['public']['Tables']['posts']['Row'];

export const coverBucket = buckets.covers;

/** A failed admin request whose message is ready to show (Polish, exact). */
export class AdminApiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdminApiError';
  }
}

function fail(error: ApiError, action?: string): never {
  throw new AdminApiError(describeApiError(error, action), { cause: error });
}

// ─── The list ────────────────────────────────────────────────────────────────

export { postSorts, type PostSort };
export const pageSize = 20;

export type PostListQuery = {
  q?: string;
  section?: PostSection;
  status?: PostStatus;
  sort: PostSort;
  dir: 'asc' | 'desc';
  page: number;
};

const sortColumns: Record<PostSort, 'updated_at' | 'title' | 'published_at'> = {
  updated: 'updated_at',
  title: 'title',
  published: 'published_at',
};

const listColumns = 'id, slug, section, title, status, published_at, scheduled_for, updated_at, tags, cover_path';
export type PostListRow = Pick<
  Post,
  'id' | 'slug' | 'section' | 'title' | 'status' | 'published_at' | 'scheduled_for' | 'updated_at' | 'tags' | 'cover_path'
>;

/** Characters with a meaning in PostgREST's or=() syntax or in LIKE patterns; a search term never needs them. */
const searchUnsafe = /[%*,(){}"\\:]/g;

/** One page of posts, filtered and sorted by the database; `total` is the count of every matching row. */
export async function fetchPostPage(query: PostListQuery): Promise<{ rows: PostListRow[]; total: number }> {
  const from = (query.page - 1) * pageSize;
  let request = getSupabase().from('posts').select(listColumns, { count: 'exact' });
  // search_text is title, slug and tags folded in SQL (search_fold): "zrodla" finds "Źródła", "lodz" finds "Łódź".
  const term = foldForSearch(query.q?.replace(searchUnsafe, ' ') ?? '');
  if (term) request = request.ilike('search_text', `*${term}*`);
  if (query.section) request = request.eq('section', query.section);
  // "Scheduled" is a published post whose date is still ahead (see the admin_pages migration).
  const now = new Date().toISOString();
  if (query.status === 'draft') request = request.eq('status', 'draft');
  if (query.status === 'published') request = request.eq('status', 'published').lte('published_at', now);
  if (query.status === 'scheduled') request = request.eq('status', 'published').gt('published_at', now);
  const { data, error, count } = await request
    .order(sortColumns[query.sort], { ascending: query.dir === 'asc', nullsFirst: false })
    .order('id')
    .range(from, from + pageSize - 1);
  // A page past the end (e.g. after deleting the last row of the last page) is an empty page, not an error.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) fail(error, 'wczytać listy artykułów');
  return { rows: data, total: count ?? data.length };
}

export async function deletePost(id: string): Promise<void> {
  const supabase = getSupabase();
  const { data, error } = await supabase.from('posts').delete().eq('id', id).select('id');
  if (error) fail(error, 'usunąć artykułu');
  if (data.length === 0)
    throw new AdminApiError('Nie usunięto artykułu: już nie istnieje albo brak uprawnień (wymagana weryfikacja dwuetapowa).');
  // The post's covers (its folder in the bucket) go with it. Best effort: the post is already gone, and a leftover
  // image harms nobody, so a failure here is only logged.
  const folder = `posts/${id}`;
  const { data: objects, error: listError } = await bucket(coverBucket).list(folder, { limit: 1000 });
  const paths = (objects ?? []).map((object) => `${folder}/${object.name}`);
  const removal = paths.length ? await bucket(coverBucket).remove(paths) : { error: null };
  if (listError || removal.error) console.warn('Covers of the deleted post were not removed', listError ?? removal.error);
}

// ─── One post ────────────────────────────────────────────────────────────────

export async function fetchPost(id: string): Promise<Post | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { data, error } = await getSupabase().from('posts').select('*').eq('id', id).maybeSingle();
  if (error) fail(error, 'wczytać artykułu');
  return data;
}

/**
 * A new article as the editor starts it: not in the database until its first save (manual or autosave), so opening
 * /admin/page/new and leaving leaves nothing behind. The id is chosen here, so the first save can insert the row
 * under the id the editor already uses (presence, cover folder); `updated_at` is empty until then.
 */
export function newPostDraft(): Post {
  const id = crypto.randomUUID();
  return {
    id,
    title: 'Nowy artykuł',
    slug: `nowy-artykul-${id.slice(0, 8)}`,
    lead: '',
    body_md: '',
    section: 'post',
    tags: [],
    cover_path: null,
    cover_alt: null,
    author_id: null,
    seo_title: null,
    seo_description: null,
    status: 'draft',
    published_at: null,
    scheduled_for: null,
    reading_minutes: 1,
    search_text: null,
    created_at: '',
    updated_at: '',
  };
}

/** The post has never been saved (see newPostDraft). */
export function isUnsaved(post: Pick<Post, 'updated_at'>): boolean {
  return post.updated_at === '';
}

/** The first save of a new article: inserts the row under the editor's id. */
export async function insertPost(id: string, update: PostUpdate): Promise<Post> {
  const { data, error } = await getSupabase()
    .from('posts')
    .insert({ ...update, id, title: update.title ?? '', slug: update.slug ?? '', lead: update.lead ?? '', body_md: update.body_md ?? '' })
    .select('*')
    .single();
  if (error) fail(error, 'zapisać artykułu');
  return data;
}

export type SaveResult =
  | { kind: 'saved'; post: Post }
  /** Someone saved a newer version since `loadedUpdatedAt`; nothing was written. */
  | { kind: 'conflict'; current: Pick<Post, 'updated_at'> }
  | { kind: 'deleted' };

/**
 * Saves over exactly the version the editor loaded: the update matches `updated_at` too, and the database moves
 * updated_at forward on every write, so zero matched rows means a newer version exists (or the post is gone).
 */
export async function savePost(id: string, loadedUpdatedAt: string, update: PostUpdate): Promise<SaveResult> {
  const supabase = getSupabase();
  const { data, error } = await supabase.from('posts').update(update).eq('id', id).eq('updated_at', loadedUpdatedAt).select('*');
  if (error) fail(error);
  const saved = data[0];
  if (saved) return { kind: 'saved', post: saved };
  const { data: current, error: readError } = await supabase.from('posts').select('updated_at').eq('id', id).maybeSingle();
  if (readError) fail(readError);
  return current ? { kind: 'conflict', current } : { kind: 'deleted' };
}

/** Whether no other post uses the slug (checked by the database, including drafts the list does not show). */
export async function isSlugAvailable(slug: string, exceptId: string): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('slug_available', { slug, except_id: exceptId });
  if (error) fail(error, 'sprawdzić adresu');
  return data;
}

// ─── Cover images ────────────────────────────────────────────────────────────

export const coverMaxBytes = 5 * 1024 * 1024;
const coverTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** Why a file cannot be a cover, in Polish; null when it can. */
export function coverFileProblem(file: { type: string; size: number }): string | null {
  if (!coverTypes[file.type]) return 'Wybierz obraz JPG, PNG, WebP, AVIF lub GIF.';
  if (file.size === 0) return 'Ten plik jest pusty.';
  if (file.size > coverMaxBytes) return `Plik ma ${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB; limit to 5 MB.`;
  return null;
}

/** The object path of a new cover: one folder per post, a fresh name per upload (no stale caches). */
export function coverPathFor(postId: string, file: { name: string; type: string }, now = Date.now()): string {
  const base = slugify(file.name.replace(/\.[^.]*$/, '')).slice(0, 60) || 'okladka';
  return `posts/${postId}/${now}-${base}.${coverTypes[file.type] ?? 'img'}`;
}

export function coverPublicUrl(path: string): string {
  return publicUrl(coverBucket, path);
}

const coverUploadMessages: UploadMessages = {
  byStatus: {
    '403': 'Brak uprawnień do wgrania okładki: wymagane konto administratora z aktywną weryfikacją dwuetapową.',
    '413': 'Plik jest za duży; limit okładki to 5 MB.',
    '415': 'Ten typ pliku nie jest dozwolony; wybierz obraz JPG, PNG, WebP, AVIF lub GIF.',
    '400': 'Serwer odrzucił plik.',
  },
  failed: 'Nie udało się wgrać okładki',
  aborted: 'Wysyłanie okładki przerwano.',
  signedOut: 'Sesja wygasła. Zaloguj się ponownie, aby wgrać okładkę.',
};

/** Uploads a cover with progress (x-upsert, see uploadWithProgress). Resolves with the object path. */
export async function uploadCover(
  postId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const problem = coverFileProblem(file);
  if (problem) throw new AdminApiError(problem);
  const path = coverPathFor(postId, file);
  try {
    await uploadWithProgress({
      bucket: coverBucket,
      path,
      body: file,
      contentType: file.type,
      upsert: true,
      onProgress,
      signal,
      messages: coverUploadMessages,
    });
  } catch (error) {
    throw new AdminApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return path;
}

// ─── Dashboard ───────────────────────────────────────────────────────────────

export type ActivityItem = { kind: 'post' | 'inquiry' | 'creature'; id: string; title: string; at: string; detail: string | null };

export type Dashboard = {
  publishedPosts: number;
  scheduledPosts: number;
  draftPosts: number;
  subscribers: { pending: number; confirmed: number; unsubscribed: number; bounced: number };
  /** Null when the creatures feature is not installed in this database. */
  pendingCreatures: number | null;
  newInquiries: number;
  recentActivity: ActivityItem[];
};

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: Json | undefined) => (typeof value === 'number' ? value : 0);

/** Parses admin_dashboard()'s JSON defensively: a missing number reads as 0, an unknown activity is skipped. */
export function parseDashboard(json: Json): Dashboard {
  const root = isRecord(json) ? json : {};
  const subscribers = isRecord(root.subscribers) ? root.subscribers : {};
  const activity = Array.isArray(root.recent_activity) ? root.recent_activity : [];
  return {
    publishedPosts: numberOf(root.published_posts),
    scheduledPosts: numberOf(root.scheduled_posts),
    draftPosts: numberOf(root.draft_posts),
    subscribers: {
      pending: numberOf(subscribers.pending),
      confirmed: numberOf(subscribers.confirmed),
      unsubscribed: numberOf(subscribers.unsubscribed),
      bounced: numberOf(subscribers.bounced),
    },
    pendingCreatures: typeof root.pending_creatures === 'number' ? root.pending_creatures : null,
    newInquiries: numberOf(root.new_inquiries),
    recentActivity: activity.flatMap((item): ActivityItem[] => {
      if (!isRecord(item)) return [];
      const { kind, id, title, at, detail } = item;
      if ((kind !== 'post' && kind !== 'inquiry' && kind !== 'creature') || typeof id !== 'string' || typeof at !== 'string') return [];
      return [{ kind, id, title: typeof title === 'string' ? title : '', at, detail: typeof detail === 'string' ? detail : null }];
    }),
  };
}

export async function fetchDashboard(): Promise<Dashboard> {
  const { data, error } = await getSupabase().rpc('admin_dashboard');
  if (error) fail(error, 'wczytać panelu');
  return parseDashboard(data);
}

/** Everyone who can sign an article, for the editor's byline field (Polish alphabetical order). */
export async function fetchAuthorOptions() {
  const { data, error } = await getSupabase().from('authors').select('id, slug, name, role, bio, avatar_path, avatar_alt');
  if (error) fail(error, 'wczytać listy autorów');
  const collator = new Intl.Collator('pl');
  return data.sort((a, b) => collator.compare(a.name, b.name));
}

export type AuthorOption = Awaited<ReturnType<typeof fetchAuthorOptions>>[number];
