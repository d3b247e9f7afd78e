import { describe, expect, test } from 'vitest';
import { describeRankingError, networkProblem, permissionProblem, rankingChangedProblem } from './problems';

describe('describeRankingError', () => {
  test('a stale reorder (PT409) says the ranking changed', () => {
    expect(describeRankingError({ code: 'PT409', message: 'The ranking changed since it was loaded' })).toBe(rankingChangedProblem);
    expect(rankingChangedProblem).toMatch(/^Ranking zmienił się w międzyczasie/);
  });

  test('RLS and RPC denials and a storage 403 explain MFA', () => {
    expect(describeRankingError({ code: '42501', message: 'new row violates row-level security policy' })).toBe(permissionProblem);
    expect(describeRankingError({ statusCode: '403', message: 'new row violates row-level security policy' })).toBe(permissionProblem);
  });

  test('a network failure says nothing was saved', () => {
    expect(describeRankingError({ code: '', message: 'TypeError: Failed to fetch' })).toBe(networkProblem);
  });

  test('constraint violations name the field', () => {
    expect(describeRankingError({ code: '23505', message: 'duplicate key value violates unique constraint "ai_tools_slug_key"' })).toMatch(
      /takim adresie \(slug\) już jest/,
    );
    expect(
      describeRankingError({ code: '23514', message: 'new row for relation "ai_tools" violates check constraint "ai_tools_url_https"' }),
    ).toMatch(/https:\/\//);
  });

  test('storage size and type refusals', () => {
    expect(describeRankingError({ statusCode: '413', message: 'The object exceeded the maximum allowed size' })).toMatch(/1 MB/);
    expect(describeRankingError({ statusCode: '415', message: 'mime type text/plain is not supported' })).toMatch(/PNG, JPEG albo WebP/);
  });

  test('anything else keeps the server message and code', () => {
    expect(describeRankingError({ code: 'XX000', message: 'boom' })).toMatch(/Serwer odrzucił zapis: boom \(kod XX000\)/);
  });
});
