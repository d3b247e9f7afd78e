import { describe, expect, it } from 'vitest';
import { parseRecommenderAnswers } from './recommender-answers';

describe('parseRecommenderAnswers', () => {
  it('keeps only known answers', () => {
    expect(parseRecommenderAnswers({ budzet: 'do-15', zastosowanie: 'muzyka', jezyk: 'polski', licencja: 1 })).toEqual({
      budzet: 'do-15',
      jezyk: 'polski',
    });
    expect(parseRecommenderAnswers({ budzet: 'toString' })).toEqual({});
  });
});
