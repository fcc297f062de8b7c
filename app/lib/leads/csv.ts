/**
 * CSV for spreadsheets, safe to open: every cell quoted (RFC 4180, quotes doubled), and a cell
 * that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) prefixed with an apostrophe, as OWASP's CSV-injection guidance says. Invisible
 * characters before the sign (zero-width spaces and joiners, the byte-order mark, other format
 * characters, spaces) and the full-width forms of the signs (＝ ＋ － ＠), which spreadsheets may read
 * as the plain ones, count too (issue 24).
 */

const FORMULA_START = /^[\p{Cf}\s]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Byte-order mark: spreadsheet programs then read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";
