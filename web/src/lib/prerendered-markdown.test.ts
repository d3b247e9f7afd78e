import { describe, expect, it } from 'vitest';
import { markdownKey, markdownMarker } from './prerendered-markdown';

describe('markdownKey', () => {
  it('names the same markdown alike and different markdown differently', () => {
    expect(markdownKey('## Plany')).toBe(markdownKey('## Plany'));
    expect(markdownKey('# Tytuł')).not.toBe(markdownKey('# Tytul'));
    expect(markdownKey('ab')).not.toBe(markdownKey('ba'));
    expect(markdownKey('')).not.toBe(markdownKey(' '));
  });

  it('fits in an HTML comment', () => {
    expect(markdownMarker('Tekst -- z --> w środku')).toMatch(/^<!--md:[a-z0-9]+-[a-z0-9]+-->$/);
  });
});
