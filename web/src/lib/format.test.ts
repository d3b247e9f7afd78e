import { describe, expect, it } from 'vitest';
import { asSentence, countNoun, formatPln, formatScore, formatUsd } from './format';

const terms = ['pojęcie', 'pojęcia', 'pojęć'] as const;

describe('countNoun', () => {
  it('uses the three Polish plural forms', () => {
    expect(countNoun(1, terms)).toBe('1 pojęcie');
    expect(countNoun(2, terms)).toBe('2 pojęcia');
    expect(countNoun(4, terms)).toBe('4 pojęcia');
    expect(countNoun(5, terms)).toBe('5 pojęć');
    expect(countNoun(12, terms)).toBe('12 pojęć');
    expect(countNoun(22, terms)).toBe('22 pojęcia');
    expect(countNoun(0, terms)).toBe('0 pojęć');
  });
});

describe('number formatting', () => {
  it('writes scores with a decimal comma', () => {
    expect(formatScore(9.4)).toBe('9,4');
    expect(formatScore(8)).toBe('8,0');
  });

  it('writes dollar prices the Polish way', () => {
    expect(formatUsd(10).replace(/\s/g, ' ')).toBe('10 USD');
    expect(formatUsd(9.99).replace(/\s/g, ' ')).toBe('9,99 USD');
  });

  it('writes złoty prices whole, with Polish grouping', () => {
    expect(formatPln(12500).replace(/\s/g, ' ')).toBe('12 500 zł');
    expect(formatPln(1990.4).replace(/\s/g, ' ')).toBe('1990 zł');
  });
});

describe('asSentence', () => {
  it('adds a full stop only where none ends the text ("USD/mies." never becomes "USD/mies..")', () => {
    expect(asSentence('20 USD/mies.')).toBe('20 USD/mies.');
    expect(asSentence('Bezpłatnie')).toBe('Bezpłatnie.');
    expect(asSentence('Naprawdę?')).toBe('Naprawdę?');
  });
});
