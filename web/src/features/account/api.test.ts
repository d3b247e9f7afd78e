import { beforeEach, describe, expect, it, vi } from 'vitest';

// What each query the account page makes has been asked for, in order; none answers until the test says so.
const asked: string[] = [];
const answers: Record<string, (value: unknown) => void> = {};
const pending = (name: string) => {
  asked.push(name);
  return new Promise((resolve) => (answers[name] = resolve));
};

vi.mock('../../lib/supabase', () => ({
  getSupabase: () => ({
    rpc: (name: string) => pending(`rpc:${name}`),
    from: (table: string) => {
      const query = { select: () => query, order: () => query, limit: () => pending(`from:${table}`) };
      return query;
    },
    auth: { mfa: { listFactors: () => pending('auth:listFactors') } },
  }),
}));

const { fetchMyNewsletterStatus, startAccountQueries, takeAccountQuery } = await import('./api');
const { yieldToBrowser } = await import('../../lib/tasks');

beforeEach(() => {
  asked.length = 0;
});

describe("the account page's queries", () => {
  it('all start when the loader starts them, each in a task of its own, none waiting for another (no waterfall)', async () => {
    startAccountQueries();
    // Not in the loader's task: that is the router's, and the queries' promise chains would lengthen it.
    expect(asked).toEqual([]);
    await yieldToBrowser();
    // None has answered, and all have been asked.
    expect(asked.sort()).toEqual(['auth:listFactors', 'from:quiz_results', 'rpc:my_newsletter_status']);
  });

  it('a section takes the query already under way once; after that it asks anew', async () => {
    startAccountQueries();
    await yieldToBrowser();
    asked.length = 0;
    const first = takeAccountQuery('newsletterStatus', fetchMyNewsletterStatus);
    expect(asked).toEqual([]);
    answers['rpc:my_newsletter_status']!({ data: 'confirmed', error: null });
    await expect(first).resolves.toBe('confirmed');
    void takeAccountQuery('newsletterStatus', fetchMyNewsletterStatus);
    expect(asked).toEqual(['rpc:my_newsletter_status']);
  });

  it('a failed query is the section’s to show, not an unhandled rejection', async () => {
    startAccountQueries();
    await yieldToBrowser();
    answers['rpc:my_newsletter_status']!({ data: null, error: { message: 'brak połączenia' } });
    await expect(takeAccountQuery('newsletterStatus', fetchMyNewsletterStatus)).rejects.toThrow('brak połączenia');
  });
});
