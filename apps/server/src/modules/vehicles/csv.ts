/**
 * A small RFC 4180 reader for the operator's vehicle import: quoted fields with "" escapes and line
 * breaks inside quotes, CRLF or LF rows, a UTF-8 BOM. Spreadsheets in the Baltics save CSV with ';'
 * (the decimal comma takes ','), so the delimiter is whichever of the two the header line uses.
 */
export class CsvSyntaxError extends Error {
  constructor(readonly code: "CSV_UNTERMINATED_QUOTE") {
    super(code);
    this.name = "CsvSyntaxError";
  }
}

export function detectDelimiter(text: string): "," | ";" {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(";") && !header.includes(",") ? ";" : ",";
}

export function parseCsv(input: string, delimiter: string = detectDelimiter(input)): string[][] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStart = true;
  const endField = () => {
    row.push(field);
    field = "";
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === delimiter) {
      endField();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endField();
      rows.push(row);
      row = [];
    } else {
      field += c;
      fieldStart = false;
    }
  }
  if (quoted) throw new CsvSyntaxError("CSV_UNTERMINATED_QUOTE");
  if (field !== "" || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** A line with nothing in it (also ';;;' from a spreadsheet's empty row) is not a data row. */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === "");
