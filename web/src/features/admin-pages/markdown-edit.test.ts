import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMarkdown, type TextEdit } from './markdown-edit';

const at = (value: string, start: number, end = start): TextEdit => ({ value, selectionStart: start, selectionEnd: end });

describe('applyMarkdown', () => {
  test('bold and italic wrap the selection, and wrapping again unwraps', () => {
    const bold = applyMarkdown(at('Ala ma kota', 4, 6), 'bold');
    expect(bold).toEqual({ value: 'Ala **ma** kota', selectionStart: 6, selectionEnd: 8 });
    expect(applyMarkdown(bold, 'bold')).toEqual(at('Ala ma kota', 4, 6));
    expect(applyMarkdown(at('Ala', 3), 'italic')).toEqual({ value: 'Ala_kursywa_', selectionStart: 4, selectionEnd: 11 });
  });

  test('heading, list and quote prefix every touched line, and take the prefix away when all have it', () => {
    const list = applyMarkdown(at('jeden\ndwa\ntrzy', 2, 7), 'list');
    expect(list.value).toBe('- jeden\n- dwa\ntrzy');
    expect(applyMarkdown(list, 'list').value).toBe('jeden\ndwa\ntrzy');
    expect(applyMarkdown(at('Tytuł', 0, 5), 'heading').value).toBe('## Tytuł');
    expect(applyMarkdown(at('a\n\nb', 2), 'quote')).toEqual({ value: 'a\n> cytat\nb', selectionStart: 4, selectionEnd: 9 });
  });

  test('link and image keep the text and select the address to type', () => {
    const link = applyMarkdown(at('Zobacz ranking', 7, 14), 'link');
    expect(link.value).toBe('Zobacz [ranking](https://)');
    expect(link.value.slice(link.selectionStart, link.selectionEnd)).toBe('https://');
    expect(applyMarkdown(at('', 0), 'image').value).toBe('![opis obrazka](https://)');
  });

  test('applied twice, an action gives back the original text (nothing is lost or doubled)', () => {
    // Words without Markdown markers, on one or more lines; a selection inside them.
    const text = fc.array(fc.stringMatching(/^[a-ząęłóśżź0-9 ]{1,12}$/), { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.constantFrom('bold', 'italic', 'heading', 'list', 'quote'), (value, a, b, action) => {
        const start = Math.min(a, b) % value.length;
        const end = start + 1 + (Math.max(a, b) % (value.length - start));
        const once = applyMarkdown(at(value, start, Math.min(end, value.length)), action);
        expect(once.value).not.toBe(value);
        expect(once.selectionEnd).toBeLessThanOrEqual(once.value.length);
        expect(applyMarkdown(once, action).value).toBe(value);
      }),
      { numRuns: 500 },
    );
  });
});
