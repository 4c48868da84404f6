/** One CSV cell: RFC 4180 quoting, and text that a spreadsheet would run as a formula is made plain text. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  // A leading =, +, - or @ (or a tab or carriage return) starts a formula in Excel and LibreOffice.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header row, then the rows, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
