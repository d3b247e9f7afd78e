import { describe, expect, it } from 'vitest';
import { addHeadingIds, headingId } from './headings';

describe('headingId folds Polish letters and punctuation into an ASCII slug', () => {
  it.each([
    ['Szybkość i koszty', 'szybkosc-i-koszty'],
    ['Referencje: styl, postać, obiekt', 'referencje-styl-postac-obiekt'],
    ['???', 'sekcja'],
  ])('%s → %s', (heading, id) => {
    expect(headingId(heading)).toBe(id);
  });
});

describe('addHeadingIds', () => {
  it('adds unique ids to h2 headings and lists them', () => {
    const { html, toc } = addHeadingIds(
      '<h2>Ceny &amp; plany</h2><p>x</p><h2>Ceny &amp; plany</h2><h3>Nie</h3><h2><code>--ar</code> w praktyce</h2>',
    );
    expect(toc).toEqual([
      { id: 'ceny-plany', text: 'Ceny & plany' },
      { id: 'ceny-plany-2', text: 'Ceny & plany' },
      { id: 'ar-w-praktyce', text: '--ar w praktyce' },
    ]);
    expect(html).toBe(
      '<h2 id="ceny-plany">Ceny &amp; plany</h2><p>x</p><h2 id="ceny-plany-2">Ceny &amp; plany</h2><h3>Nie</h3><h2 id="ar-w-praktyce"><code>--ar</code> w praktyce</h2>',
    );
  });

  it('gives the same HTML and contents again over its own output', () => {
    const first = addHeadingIds('<h2>Plany</h2><p>x</p><h2>Plany</h2><h2><em>Wideo</em></h2>');
    expect(addHeadingIds(first.html)).toEqual(first);
  });
});
