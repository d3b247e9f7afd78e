import { describe, expect, it } from 'vitest';
import { parseAnswerTrail, parseQuizAnswers, scoreQuiz, type QuizQuestion } from './quiz';

const order = ['niewinny', 'medrzec', 'bohater', 'opiekun'];

const questions: QuizQuestion[] = [
  {
    position: 1,
    question: 'Co chcesz dać klientom?',
    answers: parseQuizAnswers([
      { text: 'Troskę', archetypes: ['opiekun', 'niewinny'] },
      { text: 'Wiedzę', archetypes: ['medrzec'] },
      { text: 'Siłę', archetypes: ['bohater', 'medrzec'] },
    ]),
  },
  {
    position: 2,
    question: 'Jak brzmisz?',
    answers: parseQuizAnswers([
      { text: 'Ciepło', archetypes: ['opiekun'] },
      { text: 'Rzeczowo', archetypes: ['medrzec', 'bohater'] },
    ]),
  },
];

describe('parseAnswerTrail', () => {
  it('accepts only letters of existing answers, in order', () => {
    expect(parseAnswerTrail('cb', questions)).toBe('cb');
    expect(parseAnswerTrail('c', questions)).toBe('c');
    expect(parseAnswerTrail('cc', questions)).toBe('');
    expect(parseAnswerTrail('abc', questions)).toBe('');
    expect(parseAnswerTrail('x', questions)).toBe('');
    expect(parseAnswerTrail(12, questions)).toBe('');
  });
});

describe('scoreQuiz', () => {
  it('gives the first archetype of an answer 2 points and the others 1', () => {
    const scores = scoreQuiz(questions, 'ab', order);
    expect(scores.find((score) => score.slug === 'opiekun')).toEqual({ slug: 'opiekun', points: 2, share: 33 });
    expect(scores.find((score) => score.slug === 'medrzec')).toEqual({ slug: 'medrzec', points: 2, share: 33 });
    expect(scores.find((score) => score.slug === 'niewinny')?.points).toBe(1);
  });

  it('breaks ties in the archetypes’ display order', () => {
    // medrzec and opiekun both have 2 points: medrzec comes first in the order.
    expect(scoreQuiz(questions, 'ab', order).map((score) => score.slug)).toEqual(['medrzec', 'opiekun', 'niewinny', 'bohater']);
  });

  it('puts the clear winner first', () => {
    expect(scoreQuiz(questions, 'cb', order)[0]).toMatchObject({ slug: 'medrzec', points: 3 });
    expect(scoreQuiz(questions, 'aa', order)[0]).toMatchObject({ slug: 'opiekun', points: 4, share: 80 });
  });

  it('scores nothing without answers', () => {
    expect(scoreQuiz(questions, '', order).every((score) => score.points === 0 && score.share === 0)).toBe(true);
  });

  it('rejects malformed answers from the database', () => {
    expect(() => parseQuizAnswers([{ text: 'x' }])).toThrow('answers[0] needs text and archetypes');
  });
});
