/**
 * The embedded platform's label (docs/decisions/036): an A6 PDF drawn with pdf-lib, with the sender, the
 * recipient, the carrier, the order number and the tracking code in large type and as bars, marked as a demo
 * label (no carrier accepts it). Standard fonts: text outside their character set is printed without accents.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { CARRIERS, type CarrierCode } from "../../../app/kernel/carriers";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";

export interface LabelFacts {
  orderNumber: string;
  carrier: CarrierCode;
  trackingCode: string;
  name: string;
  company: string;
  street: string;
  postcodeCity: string;
  country: string;
}

const A6: [number, number] = [297.64, 419.53];
const M = 18;

/** WinAnsi-safe text: accents dropped, anything else outside Latin-1 as "?". */
export function latin(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/gu, "")
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, "?");
}

export async function demoLabelPdf(f: LabelFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Verzendlabel ${f.orderNumber}`);
  doc.setAuthor(SHOP_IDENTITY.name);
  doc.setLanguage("nl-NL");
  const page = doc.addPage(A6);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = A6[1] - M - 14;
  const text = (s: string, size = 10, font = regular) => {
    page.drawText(latin(s), { x: M, y, size, font, color: rgb(0, 0, 0) });
    y -= size + 5;
  };
  text(CARRIERS[f.carrier].title, 20, bold);
  text("DEMOLABEL - niet geldig voor verzending", 9, bold);
  y -= 6;
  text("Afzender", 8, bold);
  text(`${SHOP_IDENTITY.legalName}, ${SHOP_IDENTITY.street}, ${SHOP_IDENTITY.zipcodeCity}`, 8);
  y -= 8;
  text("Ontvanger", 9, bold);
  if (f.company) text(f.company, 12, bold);
  text(f.name, 12, bold);
  text(f.street, 12);
  text(f.postcodeCity, 12);
  text(f.country, 12);
  y -= 8;
  text(`Bestelling ${f.orderNumber}`, 10);
  // Bars from the code's characters: a picture of a barcode, clearly not a scannable one.
  const barY = y - 60;
  let x = M;
  for (const ch of f.trackingCode) {
    const c = ch.charCodeAt(0);
    for (let bit = 0; bit < 4; bit++) {
      const w = (c >> bit) & 1 ? 2.4 : 1.2;
      page.drawRectangle({ x, y: barY, width: w, height: 56, color: rgb(0, 0, 0) });
      x += w + 1.3;
      if (x > A6[0] - M) break;
    }
  }
  y = barY - 18;
  text(f.trackingCode, 14, bold);
  return doc.save({ useObjectStreams: false });
}
