import { describe, expect, test } from 'vitest';
import { buildCsv, csvCell, CSV_BOM } from './csv';

describe('csvCell', () => {
  test('plain values stay as they are; null and undefined are empty', () => {
    expect(csvCell('ala@example.com')).toBe('ala@example.com');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  test('RFC 4180: commas, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('Kowalski, Jan')).toBe('"Kowalski, Jan"');
    expect(csvCell('powiedział "cześć"')).toBe('"powiedział ""cześć"""');
    expect(csvCell('dwie\nlinie')).toBe('"dwie\nlinie"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  test('formula injection: cells starting with = + - @ (and tab, CR) get a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://zlo.example","klik")')).toBe(`"'=HYPERLINK(""http://zlo.example"",""klik"")"`);
    expect(csvCell('+48 600 000 000')).toBe("'+48 600 000 000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character matters, and numbers are numbers.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('buildCsv', () => {
  test('starts with a UTF-8 BOM, separates with commas, ends every line with CRLF', () => {
    const csv = buildCsv(
      ['e-mail', 'źródło'],
      [
        ['żaneta@example.pl', 'stopka'],
        ['=cmd|calc', 'a,b'],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(`e-mail,źródło\r\nżaneta@example.pl,stopka\r\n'=cmd|calc,"a,b"\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  test('an empty list is the header alone', () => {
    expect(buildCsv(['a'], [])).toBe(`${CSV_BOM}a\r\n`);
  });
});
