/** The streaming ZIP writer (worker/http/zip.ts, docs/decisions/043): CRC-32 check values, DOS times, archives read back. */
import { describe, expect, it } from "vitest";
import { crc32, dosDateTime, zipStream, type ZipEntry } from "../../../worker/http/zip";
import { slowCrc32, unzip } from "../../helpers/unzip";

const bytes = (s: string) => new TextEncoder().encode(s);
const read = async (entries: ZipEntry[]) => new Uint8Array(await new Response(zipStream(entries)).arrayBuffer());
const AT = new Date(Date.UTC(2026, 10, 28, 21, 15, 42));

describe("crc32", () => {
  it.each([
    ["", 0x00000000],
    ["a", 0xe8b7be43],
    ["abc", 0x352441c2],
    ["123456789", 0xcbf43926],
    ["The quick brown fox jumps over the lazy dog", 0x414fa339],
  ])("crc32(%j) = %i", (input, expected) => {
    expect(crc32(bytes(input))).toBe(expected);
    expect(slowCrc32(bytes(input))).toBe(expected);
  });

  it("continues over chunks", () => {
    expect(crc32(bytes("56789"), crc32(bytes("1234")))).toBe(0xcbf43926);
  });
});

describe("dosDateTime", () => {
  it.each([
    [new Date(Date.UTC(1980, 0, 1, 0, 0, 0)), { date: 0x21, time: 0 }],
    [AT, { date: ((2026 - 1980) << 9) | (11 << 5) | 28, time: (21 << 11) | (15 << 5) | 21 }],
    [new Date(Date.UTC(1970, 0, 1)), { date: 0x21, time: 0 }],
  ])("%s", (date, expected) => {
    expect(dosDateTime(date)).toEqual(expected);
  });
});

describe("zipStream", () => {
  it("writes stored entries with UTF-8 names, CRC and sizes that a separate reader reads back", async () => {
    const pdf = bytes("%PDF-1.7\n…\n%%EOF");
    const zip = await read([
      { name: "factuur-2026-000123.pdf", data: pdf, modified: AT },
      { name: "creditnota-C2026-000001.pdf", data: bytes("%PDF-1.7 credit"), modified: AT },
      { name: "leeg.txt", data: new Uint8Array(), modified: AT },
      { name: "ë-ß.txt", data: bytes("ü"), modified: AT },
    ]);
    const entries = unzip(zip);
    expect(entries.map((e) => e.name)).toEqual(["factuur-2026-000123.pdf", "creditnota-C2026-000001.pdf", "leeg.txt", "ë-ß.txt"]);
    expect(entries.every((e) => e.crcValid && e.method === 0)).toBe(true);
    expect(entries[0]!.data).toEqual(pdf);
    expect(new TextDecoder().decode(entries[3]!.data)).toBe("ü");
  });

  it("an archive without entries is the end record alone", async () => {
    const zip = await read([]);
    expect(zip.length).toBe(22);
    expect(unzip(zip)).toEqual([]);
  });

  it("refuses two entries with the same name", async () => {
    await expect(read([{ name: "a.pdf", data: bytes("1"), modified: AT }, { name: "a.pdf", data: bytes("2"), modified: AT }])).rejects.toThrow(/duplicate/u);
  });

  it("pulls one entry per read: the source is not drained ahead", async () => {
    let produced = 0;
    function* source(): Generator<ZipEntry> {
      for (let i = 0; i < 3; i++) {
        produced++;
        yield { name: `${i}.pdf`, data: bytes(String(i)), modified: AT };
      }
    }
    const reader = zipStream(source()).getReader();
    await reader.read();
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
  });
});
