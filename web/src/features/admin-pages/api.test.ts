import { describe, expect, test } from 'vitest';
import { coverFileProblem, coverPathFor, parseDashboard } from './api';
import { describeApiError } from './errors';

describe('cover files', () => {
  test('only images up to 5 MB', () => {
    expect(coverFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(coverFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/JPG, PNG, WebP/);
    expect(coverFileProblem({ type: 'text/html', size: 10 })).toMatch(/JPG, PNG, WebP/);
    expect(coverFileProblem({ type: 'image/jpeg', size: 0 })).toBe('Ten plik jest pusty.');
    expect(coverFileProblem({ type: 'image/webp', size: 6 * 1024 * 1024 })).toBe('Plik ma 6,0 MB; limit to 5 MB.');
  });

  test('object paths are per post, unique per upload and safe for the storage key and the database check', () => {
    const path = coverPathFor(
      '0b7e9c1e-4f1a-4c55-9d43-2f0d8e8f6a11',
      { name: 'Źródła światła (final).JPG', type: 'image/jpeg' },
      1700000000000,
    );
    expect(path).toBe('posts/0b7e9c1e-4f1a-4c55-9d43-2f0d8e8f6a11/1700000000000-zrodla-swiatla-final.jpg');
    expect(path).toMatch(/^[A-Za-z0-9][A-Za-z0-9/._-]*$/);
    expect(coverPathFor('id', { name: '….png', type: 'image/png' }, 1)).toBe('posts/id/1-okladka.png');
  });
});

describe('parseDashboard', () => {
  test('reads the RPC answer and tolerates missing parts', () => {
    const dashboard = parseDashboard({
      published_posts: 14,
      scheduled_posts: 1,
      draft_posts: 2,
      subscribers: { confirmed: 5, pending: 1 },
      pending_creatures: null,
      new_inquiries: 3,
      recent_activity: [
        { kind: 'post', id: 'a', title: 'Artykuł', at: '2026-11-22T08:00:00Z', detail: 'published' },
        { kind: 'unknown', id: 'b', title: 'x', at: '2026-11-22T08:00:00Z' },
        'garbage',
      ],
    });
    expect(dashboard).toMatchObject({
      publishedPosts: 14,
      scheduledPosts: 1,
      draftPosts: 2,
      subscribers: { confirmed: 5, pending: 1, unsubscribed: 0, bounced: 0 },
      pendingCreatures: null,
      newInquiries: 3,
    });
    expect(dashboard.recentActivity).toEqual([
      { kind: 'post', id: 'a', title: 'Artykuł', at: '2026-11-22T08:00:00Z', detail: 'published' },
    ]);
    expect(parseDashboard(null).publishedPosts).toBe(0);
  });
});

describe('describeApiError', () => {
  test('names the exact problem in Polish', () => {
    expect(describeApiError({ code: '23505', message: 'duplicate key value violates unique constraint "posts_slug_key"' })).toMatch(
      /adres \(slug\) jest już zajęty/,
    );
    expect(describeApiError({ code: '23514', message: 'new row violates check constraint "posts_seo_title_length"' })).toBe(
      'Tytuł SEO może mieć najwyżej 70 znaków.',
    );
    expect(describeApiError({ code: '42501', message: 'new row violates row-level security policy' })).toMatch(/weryfikacją dwuetapową/);
    expect(describeApiError({ code: 'PGRST301', message: 'JWT expired' })).toMatch(/Sesja wygasła/);
    expect(describeApiError({ message: 'TypeError: Failed to fetch' })).toMatch(/brak połączenia z serwerem/);
    expect(describeApiError({ code: 'XX000', message: 'coś innego' }, 'usunąć artykułu')).toBe('Nie udało się usunąć artykułu: coś innego');
  });
});
