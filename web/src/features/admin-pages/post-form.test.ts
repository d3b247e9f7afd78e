import { describe, expect, test } from 'vitest';
import {
  describeStatus,
  effectiveStatus,
  formToUpdate,
  fromDateTimeLocal,
  parseTags,
  readingMinutes,
  toDateTimeLocal,
  validatePostForm,
  type PostForm,
} from './post-form';

const now = new Date(2026, 10, 22, 12, 0);

const draft: PostForm = {
  title: 'Źródła światła',
  slug: 'zrodla-swiatla',
  section: 'post',
  tagsText: '',
  lead: '',
  bodyMd: '',
  coverPath: null,
  coverAlt: '',
  authorId: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  scheduledFor: '',
};

describe('validatePostForm', () => {
  test('a draft needs only a title and a valid slug', () => {
    expect(validatePostForm(draft, now)).toEqual({});
    expect(validatePostForm({ ...draft, title: '  ' }, now).title).toBe('Podaj tytuł.');
    expect(validatePostForm({ ...draft, slug: 'Źle' }, now).slug).toMatch(/małe litery/);
  });

  test('publishing needs a lead, a body and alt text for the cover', () => {
    const errors = validatePostForm({ ...draft, status: 'published', coverPath: 'posts/x/a.png' }, now);
    expect(errors.lead).toMatch(/wstęp/);
    expect(errors.bodyMd).toMatch(/treść/);
    expect(errors.coverAlt).toMatch(/tekst alternatywny/);
    expect(
      validatePostForm(
        { ...draft, status: 'published', lead: 'Wstęp', bodyMd: 'Treść', coverPath: 'posts/x/a.png', coverAlt: 'Lampa' },
        now,
      ),
    ).toEqual({});
  });

  test('a schedule needs a real date in the future', () => {
    const scheduled = { ...draft, status: 'scheduled' as const, lead: 'Wstęp', bodyMd: 'Treść' };
    expect(validatePostForm(scheduled, now).scheduledFor).toBe('Podaj datę i godzinę publikacji.');
    expect(validatePostForm({ ...scheduled, scheduledFor: '2026-02-31T10:00' }, now).scheduledFor).toBe('Nieprawidłowa data publikacji.');
    expect(validatePostForm({ ...scheduled, scheduledFor: '2026-11-22T11:59' }, now).scheduledFor).toBe(
      'Data publikacji musi być w przyszłości.',
    );
    expect(validatePostForm({ ...scheduled, scheduledFor: '2026-11-22T12:01' }, now)).toEqual({});
  });

  test('SEO fields are limited to what search engines show', () => {
    const errors = validatePostForm({ ...draft, seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) }, now);
    expect(errors.seoTitle).toMatch(/70 znaków \(teraz 71\)/);
    expect(errors.seoDescription).toMatch(/160 znaków \(teraz 161\)/);
  });
});

describe('form helpers', () => {
  test('parseTags trims, drops empties and case-insensitive duplicates', () => {
    expect(parseTags(' Midjourney, światło ,, midjourney,  Światło  dzienne ')).toEqual(['Midjourney', 'światło', 'Światło dzienne']);
  });

  test('readingMinutes assumes 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('słowo '.repeat(1000))).toBe(5);
    expect(readingMinutes('## Nagłówek\n\n- lista\n\n' + 'a '.repeat(100_000))).toBe(180);
  });

  test('datetime-local values round-trip in the browser time zone', () => {
    const date = fromDateTimeLocal('2026-12-01T09:30')!;
    expect(date.getHours()).toBe(9);
    expect(toDateTimeLocal(date.toISOString())).toBe('2026-12-01T09:30');
    expect(fromDateTimeLocal('jutro')).toBeNull();
  });

  test('formToUpdate stores a schedule as published with scheduled_for, alt text only with a cover', () => {
    const update = formToUpdate({ ...draft, status: 'scheduled', scheduledFor: '2026-12-01T09:30', coverAlt: 'zbędny', tagsText: 'a, b' });
    expect(update.status).toBe('published');
    expect(update.scheduled_for).toBe(fromDateTimeLocal('2026-12-01T09:30')!.toISOString());
    expect(update.cover_alt).toBeNull();
    expect(update.tags).toEqual(['a', 'b']);
    expect(formToUpdate({ ...draft, scheduledFor: '2026-12-01T09:30' })).toMatchObject({ status: 'draft', scheduled_for: null });
    expect(formToUpdate({ ...draft, status: 'published' })).toMatchObject({ status: 'published', scheduled_for: null });
  });

  test('the byline: an author id is stored as it is, none as null (signed by the editors)', () => {
    const id = '5b0c3f4e-8f0e-4d43-9a57-0c8f4c1d2e3f';
    expect(formToUpdate({ ...draft, authorId: id }).author_id).toBe(id);
    expect(formToUpdate(draft).author_id).toBeNull();
  });

  test('a published post with a future date is scheduled until that time passes', () => {
    const later = new Date(2026, 11, 1, 9, 30).toISOString();
    const earlier = new Date(2026, 10, 1).toISOString();
    expect(effectiveStatus({ status: 'published', published_at: later, scheduled_for: later }, now)).toBe('scheduled');
    expect(effectiveStatus({ status: 'published', published_at: earlier, scheduled_for: earlier }, now)).toBe('published');
    expect(effectiveStatus({ status: 'draft', published_at: null, scheduled_for: null }, now)).toBe('draft');
    expect(describeStatus({ status: 'published', published_at: later, scheduled_for: later }, now)).toBe(
      'Zaplanowany na 1 grudnia 2026 o 09:30',
    );
    expect(describeStatus({ status: 'published', published_at: earlier, scheduled_for: null }, now)).toBe('Opublikowany');
  });
});
