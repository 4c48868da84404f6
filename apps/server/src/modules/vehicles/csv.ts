import { CsvError, parse } from "csv-parse/sync";

/**
 * The operator's vehicle import reads CSV with csv-parse: quoted fields with "" escapes and line
 * breaks inside quotes, CRLF, LF or CR rows, a UTF-8 BOM. Spreadsheets in the Baltics save CSV with
 * ';' (the decimal comma takes ','), so the delimiter is whichever of the two the header line uses.
 */
export class CsvSyntaxError extends Error {
  constructor(readonly code: "CSV_UNTERMINATED_QUOTE") {
    super(code);
    this.name = "CsvSyntaxError";
  }
}

/** csv-parse's errors for a malformed file, as the import's error codes (the options below relax the rest). */
const SYNTAX_ERRORS: Record<string, CsvSyntaxError["code"]> = { CSV_QUOTE_NOT_CLOSED: "CSV_UNTERMINATED_QUOTE" };

export function detectDelimiter(text: string): "," | ";" {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(";") && !header.includes(",") ? ";" : ",";
}

/** The file's lines as cells; empty lines are left out (they number no row). */
export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): string[][] {
  try {
    const rows: string[][] = parse(input, {
      delimiter,
      bom: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      // A row's own length is judged by the import (a short row's missing cells are empty).
      relax_column_count: true,
      // A quote that does not open a cell is a character of it: `12" wheels`, `"Kia"x`.
      relax_quotes: true,
      skip_empty_lines: true,
    });
    return rows;
  } catch (error) {
    const code = error instanceof CsvError ? SYNTAX_ERRORS[error.code] : undefined;
    if (code) throw new CsvSyntaxError(code);
    throw error;
  }
}

/** A line with nothing in it (also ';;;' from a spreadsheet's empty row) is not a data row. */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === "");
