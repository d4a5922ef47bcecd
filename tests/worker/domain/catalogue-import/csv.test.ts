/**
 * The catalogue import's readers (docs/decisions/040): RFC 4180 CSV with positions, the separator Dutch
 * Excel writes, amounts in euros with a comma or a point, JSON with the line and column of every value.
 */
import { describe, expect, it } from "vitest";
import { columnLetter, csvRecord, parseCsv } from "../../../../worker/domain/catalogue-import/csv";
import { JsonSyntaxError, parseJsonWithPositions } from "../../../../worker/domain/catalogue-import/json-source";
import { euros, parseEuros } from "../../../../worker/domain/catalogue-import/model";
import { readCsv, readJson } from "../../../../worker/domain/catalogue-import/rows";

const texts = (input: string) => parseCsv(input).records.map((r) => r.fields.map((f) => f.text));

describe("parseCsv", () => {
  it.each([
    ["semicolons (Dutch Excel)", "a;b;c\r\n1;2;3\r\n", [["a", "b", "c"], ["1", "2", "3"]]],
    ["commas", "a,b\n1,2\n", [["a", "b"], ["1", "2"]]],
    ["a comma inside a semicolon file", "a;b\n1,5;2\n", [["a", "b"], ["1,5", "2"]]],
    ["quoted separator", 'a;b\n"x;y";2\n', [["a", "b"], ["x;y", "2"]]],
    ["escaped quotes", 'a;b\n"zeg ""hallo""";2', [["a", "b"], ['zeg "hallo"', "2"]]],
    ["a line break inside quotes", 'a;b\n"regel 1\nregel 2";2\n', [["a", "b"], ["regel 1\nregel 2", "2"]]],
    ["CRLF inside quotes", 'a;b\r\n"x\r\ny";2\r\n', [["a", "b"], ["x\r\ny", "2"]]],
    ["a byte order mark", "\uFEFFsku;price\nA;1\n", [["sku", "price"], ["A", "1"]]],
    ["empty fields and no final line break", "a;b;c\n;;x", [["a", "b", "c"], ["", "", "x"]]],
    ["blank lines are no records", "a;b\n\n1;2\n\n", [["a", "b"], ["1", "2"]]],
    ["a lone CR ends a record", "a;b\r1;2", [["a", "b"], ["1", "2"]]],
  ])("%s", (_name, input, expected) => {
    expect(texts(input)).toEqual(expected);
    expect(parseCsv(input).problems).toEqual([]);
  });

  it("keeps the line of each record and field, counting line breaks inside quotes", () => {
    const { records } = parseCsv('a;b\n"1\n2\n3";x\ny;z\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
    expect(records[2]!.fields.map((f) => [f.line, f.index])).toEqual([
      [5, 1],
      [5, 2],
    ]);
  });

  it.each([
    ["an unclosed quote", 'a;b\n"open;2\n', "unclosedQuote", 2, 1],
    ["a quote in an unquoted field", 'a;b\n1;x"y\n', "quoteInField", 2, 2],
    ["text after a closing quote", 'a;b\n"x"y;2\n', "afterQuote", 2, 1],
  ])("reports %s with its line and column", (_name, input, problem, line, index) => {
    expect(parseCsv(input).problems).toEqual([{ problem, line, index }]);
  });

  it("writes fields that read back the same", () => {
    const values = ["gewoon", "met;puntkomma", 'met "quote"', "twee\nregels", " spatie", ""];
    expect(texts(csvRecord(values, ";"))).toEqual([values]);
  });

  it.each([
    [1, "A"],
    [13, "M"],
    [26, "Z"],
    [27, "AA"],
  ])("column %i is %s", (n, letter) => expect(columnLetter(n)).toBe(letter));
});

describe("amounts in euros", () => {
  it.each([
    ["499,95", 49995],
    ["499.95", 49995],
    ["499", 49900],
    ["12,5", 1250],
    ["€ 12,50", 1250],
    ["1.299,00", 129900],
    ["1,299.00", 129900],
    ["-10,00", -1000],
    ["0", 0],
  ])("%s is %i cents", (text, cents) => expect(parseEuros(text)).toBe(cents));

  it.each(["12,345", "1.299", "12,3x", "", "tien", "1,2,3"])("%s is no amount", (text) => expect(parseEuros(text)).toBeNull());

  it.each([
    [49995, "499,95"],
    [5, "0,05"],
    [-1000, "-10,00"],
  ])("%i cents is written %s", (cents, text) => expect(euros(cents)).toBe(text));
});

describe("JSON with positions", () => {
  it("keeps the line and column where every value starts", () => {
    const node = parseJsonWithPositions('{\n  "products": [\n    { "sku": "A", "price": 12.5 }\n  ]\n}');
    expect(node.kind).toBe("object");
    const products = node.kind === "object" ? node.entries[0]!.node : null;
    const first = products?.kind === "array" ? products.items[0] : null;
    expect(first && first.kind === "object" ? first.entries.map((e) => [e.key, e.node.line, e.node.column]) : null).toEqual([
      ["sku", 3, 14],
      ["price", 3, 28],
    ]);
  });

  it.each([
    ['{"a": }', 1, 7],
    ['{\n  "a": 1,\n}', 3, 1],
    ['{"a": "x', 1, 9],
    ["[1 2]", 1, 4],
  ])("a syntax error in %j is at its line and column", (text, line, column) => {
    let error: unknown;
    try {
      parseJsonWithPositions(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect([(error as JsonSyntaxError).line, (error as JsonSyntaxError).column]).toEqual([line, column]);
  });
});

describe("rows of a file", () => {
  it("names CSV cells by their spreadsheet column; unknown and missing columns are errors", () => {
    const read = readCsv("sku;prijs;title\nA;1;x\n");
    expect(read.issues).toEqual([{ line: 1, column: "B", field: "prijs", message: 'Onbekende kolom "prijs".' }]);
    expect(read.rows[0]!.cells.title).toEqual({ text: "x", line: 2, column: "C" });
    expect(readCsv("title\nx\n").issues.map((i) => i.message)).toEqual(['De kolom "sku" ontbreekt.']);
  });

  it("turns a JSON product with its variants into one row per variant", () => {
    const read = readJson('{"products": [{"sku": "P", "price": "10,00", "variants": [{"sku": "V1", "options": {"maat": "80x200"}}, {"sku": "V2"}]}]}');
    expect(read.issues).toEqual([]);
    expect(read.rows.map((r) => [r.cells.sku?.text, r.cells.price?.text, r.cells.variant_sku?.text, r.cells.options?.text])).toEqual([
      ["P", "10,00", "V1", "maat=80x200"],
      ["P", undefined, "V2", undefined],
    ]);
  });

  it("reports a JSON key that is no column at its position", () => {
    expect(readJson('{"products": [\n  {"sku": "P", "prijs": 1}\n]}').issues).toEqual([{ line: 2, column: "25", field: "prijs", message: 'Onbekend veld "prijs".' }]);
  });
});

describe("what spreadsheets add", () => {
  it("skips rows of empty cells and unnamed trailing columns", () => {
    const read = readCsv("sku;price;;\r\nA;1,00;;\r\n;;;\r\n");
    expect(read.issues).toEqual([]);
    expect(read.rows).toHaveLength(1);
  });

  it("reports a value in an unnamed column", () => {
    expect(readCsv("sku;price;\nA;1,00;x\n").issues).toEqual([{ line: 2, column: "C", field: "", message: "Deze regel heeft meer velden dan er kolommen zijn." }]);
  });
});
