// CSV the way spreadsheets and accounting packages read it (RFC 4180, CRLF line ends).

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Quotes a cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula (a plain number such
 * as "-12.50" is left alone: it cannot run).
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (!PLAIN_NUMBER.test(s) && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

/** A whole document: header and rows, CRLF after every line. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return [csvLine(header), ...rows.map(csvLine)].join("\r\n") + "\r\n";
}

/** Cents as dollars with two decimals ("-12.50"), the form accounting imports expect. */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
