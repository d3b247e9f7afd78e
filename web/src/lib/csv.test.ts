import { describe, expect, test } from 'vitest';
import { buildCsv, csvCell, CSV_BOM, type CsvValue } from './csv';

describe('csvCell', () => {
  // [why, value, cell]
  test.each<[string, CsvValue, string]>([
    ['plain text stays as it is', 'ala@example.com', 'ala@example.com'],
    ['a number is its digits', 42, '42'],
    ['null is empty', null, ''],
    ['undefined is empty', undefined, ''],
    // RFC 4180: commas, quotes and line breaks are quoted, quotes doubled.
    ['a comma is quoted', 'Kowalski, Jan', '"Kowalski, Jan"'],
    ['quotes are doubled inside quotes', 'powiedział "cześć"', '"powiedział ""cześć"""'],
    ['a line feed is quoted', 'dwie\nlinie', '"dwie\nlinie"'],
    ['a carriage return is quoted', 'cr\rlf', '"cr\rlf"'],
    // Formula injection: cells starting with = + - @ (and tab, CR) get a leading apostrophe.
    ['= gets an apostrophe (and quotes)', '=HYPERLINK("http://zlo.example","klik")', `"'=HYPERLINK(""http://zlo.example"",""klik"")"`],
    ['+ gets an apostrophe', '+48 600 000 000', "'+48 600 000 000"],
    ['- gets an apostrophe', '-2+3', "'-2+3"],
    ['@ gets an apostrophe', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab gets an apostrophe', '\t=1+1', "'\t=1+1"],
    ['a leading CR gets an apostrophe and quotes', '\r=1+1', `"'\r=1+1"`],
    // Only the first character matters, and numbers are numbers.
    ['= after the first character is plain', 'a=b', 'a=b'],
    ['a negative number is a number', -5, '-5'],
  ])('%s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
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
