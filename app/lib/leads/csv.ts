/**
 * CSV for spreadsheets, safe to open: every cell quoted (RFC 4180, quotes doubled), and a cell
 * that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) prefixed with an apostrophe, as OWASP's CSV-injection guidance says.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

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
