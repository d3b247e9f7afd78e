import { describe, expect, test } from 'vitest';
import { CSV_BOM } from '../../lib/csv';
import {
  emailSearchPattern,
  exportFileName,
  pageCount,
  pageRange,
  subscriberStatusLabel,
  subscribersCsv,
  type SubscriberRow,
} from './subscribers';

describe('emailSearchPattern', () => {
  test('a contains-match, lower-cased', () => {
    expect(emailSearchPattern(' Ala@Example ')).toBe('%ala@example%');
  });

  test('LIKE wildcards typed by the admin are matched literally', () => {
    expect(emailSearchPattern('jan_k')).toBe('%jan\\_k%');
    expect(emailSearchPattern('100%')).toBe('%100\\%%');
    expect(emailSearchPattern('a\\b')).toBe('%a\\\\b%');
  });
});

describe('pages', () => {
  test('pageRange gives inclusive offsets of a 1-based page', () => {
    expect(pageRange(1, 50)).toEqual({ from: 0, to: 49 });
    expect(pageRange(3, 50)).toEqual({ from: 100, to: 149 });
    expect(pageRange(0, 50)).toEqual({ from: 0, to: 49 });
  });

  test('pageCount is at least 1', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

const row = (overrides: Partial<SubscriberRow> = {}): SubscriberRow => ({
  id: '6f1c1b0e-0000-4000-8000-000000000001',
  email: 'łucja@example.pl',
  status: 'confirmed',
  consent_source: 'stopka',
  consent_at: '2026-11-20T10:00:00+00:00',
  requested_at: '2026-11-20T09:59:00+00:00',
  confirmed_at: '2026-11-20T10:00:00+00:00',
  unsubscribed_at: null,
  bounced_at: null,
  created_at: '2026-11-20T09:59:00+00:00',
  ...overrides,
});

describe('subscribersCsv', () => {
  test('Polish header, the status label and code, ISO dates, empty cells for missing dates', () => {
    const csv = subscribersCsv([row()]);
    const [header, line] = csv.slice(CSV_BOM.length).split('\r\n');
    expect(header).toBe('e-mail,status,kod statusu,źródło zapisu,zgoda (data),prośba o zapis,potwierdzony,wypisany,odrzucony,utworzony');
    expect(line).toBe(
      'łucja@example.pl,Potwierdzony,confirmed,stopka,2026-11-20T10:00:00+00:00,2026-11-20T09:59:00+00:00,2026-11-20T10:00:00+00:00,,,2026-11-20T09:59:00+00:00',
    );
  });

  test('an address or a source that looks like a formula is neutralised', () => {
    const csv = subscribersCsv([row({ email: '=1+1@x.pl', consent_source: '@import' })]);
    expect(csv).toContain("'=1+1@x.pl,Potwierdzony,confirmed,'@import,");
  });
});

test('status labels are Polish; unknown ones pass through', () => {
  expect(subscriberStatusLabel('pending')).toBe('Oczekuje na potwierdzenie');
  expect(subscriberStatusLabel('bounced')).toBe('Adres odrzucany (bounce)');
  expect(subscriberStatusLabel('other')).toBe('other');
});

test('exportFileName names the filter and the day', () => {
  const day = new Date('2026-11-23T08:00:00Z');
  expect(exportFileName({}, day)).toBe('subskrybenci-newslettera-2026-11-23.csv');
  expect(exportFileName({ status: 'confirmed', q: 'ala' }, day)).toBe('subskrybenci-newslettera-potwierdzeni-wyszukani-2026-11-23.csv');
});
