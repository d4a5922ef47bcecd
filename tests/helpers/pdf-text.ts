/** The drawn text of a PDF made by pdf-lib (the invoice and the credit note), for tests that read what it says. */
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage, type PDFRawStream } from "pdf-lib";

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function streamText(stream: PDFRawStream): Promise<string> {
  const filtered = stream.dict.get(PDFName.of("Filter")) !== undefined;
  return new TextDecoder("latin1").decode(filtered ? await inflate(stream.getContents()) : stream.getContents());
}

/** A font's glyph ids -> the text they stand for, from its ToUnicode CMap (the bfchar pairs pdf-lib writes). */
async function toUnicode(page: PDFPage, fontName: string): Promise<Map<string, string>> {
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const font = fonts.lookup(PDFName.of(fontName), PDFDict);
  const cmap = await streamText(font.lookup(PDFName.of("ToUnicode")) as PDFRawStream);
  const map = new Map<string, string>();
  for (const m of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/gu)) {
    const units = m[2]!.match(/.{4}/gu)!.map((h) => parseInt(h, 16));
    map.set(m[1]!.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

/** The drawn text of a page: pdf-lib shows each string as a hex string of 2-byte glyph ids with Tj, after Tf. */
async function pageText(page: PDFPage): Promise<string> {
  const contents = page.node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const maps = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  let text = "";
  for (const ref of refs) {
    const raw = await streamText(page.doc.context.lookup(ref) as PDFRawStream);
    for (const m of raw.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/gu)) {
      if (m[1]) {
        if (!maps.has(m[1])) maps.set(m[1], await toUnicode(page, m[1]));
        current = maps.get(m[1])!;
        continue;
      }
      const ids = m[2]!.toLowerCase().match(/.{4}/gu) ?? [];
      text += `${ids.map((id) => current.get(id) ?? "\uFFFD").join("")}\n`;
    }
  }
  return text;
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; doc: PDFDocument }> {
  const doc = await PDFDocument.load(bytes);
  const pages = await Promise.all(doc.getPages().map(pageText));
  return { text: pages.join("\n"), doc };
}
