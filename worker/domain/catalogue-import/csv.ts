/**
 * CSV as RFC 4180 writes it (docs/decisions/040): fields in double quotes may hold the separator, line
 * breaks and doubled quotes (""); CRLF or LF ends a record; a UTF-8 byte order mark is skipped. The
 * separator is the one the header line uses: ";" (Dutch Excel) or ",". Every field keeps the line and the
 * column (1-based) where it starts, so an error can say "Regel 14, kolom M". Written here (about 100 lines)
 * rather than taken from a package: positions per field are what the dry run needs, few parsers keep them,
 * and the Worker bundle gains no dependency. The table tests pin the RFC's cases.
 */

export interface CsvField {
  text: string;
  line: number;
  /** 1-based index of the field in its record. */
  index: number;
}

export interface CsvRecord {
  line: number;
  fields: CsvField[];
}

export type CsvProblem = "unclosedQuote" | "quoteInField" | "afterQuote";

export interface CsvParse {
  separator: ";" | ",";
  records: CsvRecord[];
  problems: { line: number; index: number; problem: CsvProblem }[];
}

/** ";" unless the header line (outside quotes) has more commas than semicolons. */
export function detectSeparator(text: string): ";" | "," {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semi++;
    else if (!quoted && ch === ",") comma++;
  }
  return comma > semi ? "," : ";";
}

export function parseCsv(input: string): CsvParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  const problems: CsvParse["problems"] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const recordLine = line;
    const fields: CsvField[] = [];
    let done = false;
    while (!done) {
      const fieldLine = line;
      const index = fields.length + 1;
      let value = "";
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < n) {
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === "\n") line++;
          else if (ch === "\r" && text[i + 1] !== "\n") line++;
          value += ch;
          i++;
        }
        if (!closed) problems.push({ line: fieldLine, index, problem: "unclosedQuote" });
        // Anything between the closing quote and the separator or line end is an error (kept as text).
        let stray = false;
        while (i < n && text[i] !== separator && text[i] !== "\n" && text[i] !== "\r") {
          stray = true;
          value += text[i];
          i++;
        }
        if (stray) problems.push({ line: fieldLine, index, problem: "afterQuote" });
      } else {
        const start = i;
        while (i < n && text[i] !== separator && text[i] !== "\n" && text[i] !== "\r") i++;
        value = text.slice(start, i);
        if (value.includes('"')) problems.push({ line: fieldLine, index, problem: "quoteInField" });
      }
      fields.push({ text: value, line: fieldLine, index });
      if (i >= n) done = true;
      else if (text[i] === separator) i++;
      else {
        // the record ends: CRLF, LF or a lone CR
        i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
        line++;
        done = true;
      }
    }
    // A blank line (one empty field) is no record.
    if (!(fields.length === 1 && fields[0]!.text === "")) records.push({ line: recordLine, fields });
  }
  return { separator, records, problems };
}

/** A field as RFC 4180 writes it: quoted when it holds the separator, a quote, a line break or edge spaces. */
export function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]|^\s|\s$/u.test(value) ? `"${value.replace(/"/gu, '""')}"` : value;
}

/** A record, CRLF-terminated. */
export function csvRecord(values: readonly string[], separator: string): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}

/** The spreadsheet's name of a column: 1 -> A, 26 -> Z, 27 -> AA. */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
