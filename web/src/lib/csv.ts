// CSV for spreadsheets: RFC 4180 (comma, CRLF, quotes doubled), a UTF-8 BOM so Excel reads Polish letters, and
// cells that a spreadsheet would run as a formula neutralised with a leading apostrophe (OWASP "CSV injection").

export type CsvValue = string | number | null | undefined;

/** Byte order mark: without it Excel opens UTF-8 CSV as Windows-1250 and mangles „ą”, „ł”, „ż”… */
export const CSV_BOM = '\uFEFF';

// = + - @ start a formula; a leading tab or carriage return can hide one from a quick look.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula-safe, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, the header row, then one CRLF-terminated line per row. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
