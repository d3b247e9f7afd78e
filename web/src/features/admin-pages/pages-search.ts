import type { PostListQuery } from './api';
import { postSorts, type PostSort } from './post-sorts';
import { isPostSection, isPostStatus } from './post-choices';

/** The search params of /admin/pages as links may write them: every one optional. */
export type PagesSearch = Partial<PostListQuery>;

/** Typed, validated search params of /admin/pages; anything missing or unknown falls back to the default. */
export function parsePagesSearch(search: Record<string, unknown>): PostListQuery {
  const sort = (postSorts as readonly string[]).includes(String(search.sort)) ? (search.sort as PostSort) : 'updated';
  const defaultDir = sort === 'title' ? 'asc' : 'desc';
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : typeof search.q === 'number' ? String(search.q) : '';
  return {
    ...(q.trim() ? { q } : {}),
    ...(isPostSection(search.section) ? { section: search.section } : {}),
    ...(isPostStatus(search.status) ? { status: search.status } : {}),
    sort,
    dir: search.dir === 'asc' || search.dir === 'desc' ? search.dir : defaultDir,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The next search params when a column header is clicked: same column flips direction, a new one starts at its default. */
export function nextSort(current: PostListQuery, column: PostSort): Pick<PostListQuery, 'sort' | 'dir' | 'page'> {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { sort: column, dir: column === 'title' ? 'asc' : 'desc', page: 1 };
}
