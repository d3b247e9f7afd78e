import { describe, expect, it } from 'vitest';
import { toResponse, validateSurvey, type SurveyQuestion } from './survey';

const questions: SurveyQuestion[] = [
  { position: 1, question: 'Jak często?', kind: 'single', options: ['Codziennie', 'Rzadziej'], required: true },
  { position: 2, question: 'Które narzędzia?', kind: 'multiple', options: ['Midjourney', 'Flux'], required: true },
  { position: 3, question: 'Ocena', kind: 'scale', options: [], required: true },
  { position: 4, question: 'O czym pisać?', kind: 'text', options: [], required: false },
];

describe('validateSurvey', () => {
  it('requires the required questions only', () => {
    expect(validateSurvey(questions, {})).toEqual({
      1: 'Wybierz odpowiedź.',
      2: 'Zaznacz co najmniej jedną odpowiedź.',
      3: 'Wybierz odpowiedź.',
    });
    expect(validateSurvey(questions, { 1: 'Codziennie', 2: ['Flux'], 3: 4 })).toEqual({});
  });

  it('rejects answers outside the options and the scale', () => {
    expect(validateSurvey(questions, { 1: 'Nigdy', 2: ['Flux', 'DALL·E'], 3: 6 })).toEqual({
      1: 'Wybierz jedną z podanych odpowiedzi.',
      2: 'Wybierz jedną z podanych odpowiedzi.',
      3: 'Wybierz ocenę od 1 do 5.',
    });
    expect(validateSurvey(questions, { 1: 'Codziennie', 2: ['Flux'], 3: 5, 4: 'x'.repeat(1001) })[4]).toContain('1000');
  });
});

describe('toResponse', () => {
  it('keeps answered questions, keyed by position, with trimmed text', () => {
    expect(toResponse({ 1: 'Codziennie', 2: [], 3: 5, 4: '  o wideo  ', 5: '' })).toEqual({ 1: 'Codziennie', 3: 5, 4: 'o wideo' });
  });
});
