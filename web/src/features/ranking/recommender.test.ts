import { describe, expect, it } from 'vitest';
import type { RecommenderAnswers } from './recommender-answers';
import { recommendTools, scoreTool } from './recommender';

const tool = (slug: string, position: number, score: number, extra: Partial<Parameters<typeof scoreTool>[0]> = {}) => ({
  slug,
  name: slug,
  position,
  score,
  price_from_usd: 10 as number | null,
  has_free_tier: true,
  commercial_use: 'tak',
  polish_support: 'częściowe',
  use_cases: ['ilustracje'],
  ...extra,
});

const tools = [
  tool('midjourney', 1, 9.4, { has_free_tier: false, commercial_use: 'warunkowo', use_cases: ['ilustracje', 'fotografia'] }),
  tool('gpt-image', 2, 9.3, { price_from_usd: 20, polish_support: 'pełne', use_cases: ['tekst', 'ilustracje'] }),
  tool('stable-diffusion', 3, 8.2, { price_from_usd: null, commercial_use: 'warunkowo', polish_support: 'brak' }),
  tool('bing', 4, 7.6, { price_from_usd: 0, commercial_use: 'nie', polish_support: 'pełne' }),
  tool('veo', 5, 8.9, { has_free_tier: false, price_from_usd: 20, use_cases: ['wideo'] }),
];

const answers = (overrides: RecommenderAnswers = {}) =>
  ({ budzet: 'do-15', zastosowanie: 'ilustracje', licencja: 'prywatna', jezyk: 'dowolny', ...overrides }) as const;

const slugs = (overrides: RecommenderAnswers) => recommendTools(tools, { ...answers(), ...overrides }, 10).map((entry) => entry.tool.slug);

describe('recommendTools', () => {
  it('only suggests tools that do the job', () => {
    expect(slugs({ zastosowanie: 'wideo', budzet: 'dowolny' })).toEqual(['veo']);
  });

  it('excludes paid-only tools on a zero budget and explains over-budget free plans', () => {
    expect(slugs({ budzet: 'darmowy' })).toEqual(['gpt-image', 'stable-diffusion', 'bing']);
    const gpt = scoreTool(tools[1]!, answers({ budzet: 'do-15' }))!;
    expect(gpt.reasons).toContainEqual({ fits: false, text: 'Płatny plan (od 20 USD) przekracza budżet, ale zaczniesz od darmowego.' });
  });

  it('drops tools without commercial rights when they are needed', () => {
    expect(slugs({ licencja: 'komercyjna', budzet: 'dowolny' })).not.toContain('bing');
    expect(slugs({ licencja: 'prywatna', budzet: 'dowolny' })).toContain('bing');
  });

  it('favours Polish-speaking tools when Polish matters', () => {
    const withPolish = slugs({ jezyk: 'polski', budzet: 'dowolny' });
    expect(withPolish[0]).toBe('gpt-image');
    expect(withPolish.at(-1)).toBe('stable-diffusion');
  });

  it('scores with the ranking score as the base and rounds to one decimal', () => {
    const midjourney = scoreTool(tools[0]!, answers({ budzet: 'do-15' }))!;
    // 9.4 + 3 (use) + 1 (within budget)
    expect(midjourney.points).toBe(13.4);
    expect(midjourney.reasons.every((reason) => reason.fits)).toBe(true);
  });

  it('returns at most the requested number of suggestions', () => {
    expect(recommendTools(tools, answers({ budzet: 'dowolny' }))).toHaveLength(3);
  });
});
