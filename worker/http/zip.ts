/**
 * A small streaming ZIP writer (docs/decisions/043, PKWARE APPNOTE 6.3.x): entries are "stored" (method 0,
 * no compression: PDFs are compressed already), each with its CRC-32 and sizes in the local header (the data
 * is in memory before its header is written, so no data descriptor), names in UTF-8 (flag bit 11), then the
 * central directory and its end record. One entry is produced and sent at a time, so a large archive never
 * sits in memory whole. No ZIP64: at most 65 535 entries and 4 GiB, refused beyond.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the ZIP checksum) of `data`; `crc` continues an earlier chunk's checksum. */
export function crc32(data: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

export interface ZipEntry {
  /** The file name inside the archive ("factuur-2026-000123.pdf"), forward slashes only. */
  name: string;
  data: Uint8Array;
  /** The local (wall-clock) time to record; ZIP times carry no zone. Its UTC fields are written. */
  modified: Date;
}

const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

/** MS-DOS date and time (2-second resolution, years 1980-2107). */
export function dosDateTime(d: Date): { date: number; time: number } {
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
  };
}

interface Written {
  name: Uint8Array;
  crc: number;
  size: number;
  offset: number;
  date: number;
  time: number;
}

function localHeader(w: Written): Uint8Array {
  const out = new Uint8Array(30 + w.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x04034b50, true);
  v.setUint16(4, 20, true); // version needed: 2.0
  v.setUint16(6, 0x0800, true); // UTF-8 names
  v.setUint16(8, 0, true); // stored
  v.setUint16(10, w.time, true);
  v.setUint16(12, w.date, true);
  v.setUint32(14, w.crc, true);
  v.setUint32(18, w.size, true); // compressed size
  v.setUint32(22, w.size, true); // uncompressed size
  v.setUint16(26, w.name.length, true);
  v.setUint16(28, 0, true); // no extra field
  out.set(w.name, 30);
  return out;
}

function centralRecord(w: Written): Uint8Array {
  const out = new Uint8Array(46 + w.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x02014b50, true);
  v.setUint16(4, 20, true); // made by: 2.0 (MS-DOS attributes)
  v.setUint16(6, 20, true);
  v.setUint16(8, 0x0800, true);
  v.setUint16(10, 0, true);
  v.setUint16(12, w.time, true);
  v.setUint16(14, w.date, true);
  v.setUint32(16, w.crc, true);
  v.setUint32(20, w.size, true);
  v.setUint32(24, w.size, true);
  v.setUint16(28, w.name.length, true);
  // extra, comment, disk number, internal and external attributes: 0
  v.setUint32(42, w.offset, true);
  out.set(w.name, 46);
  return out;
}

function endRecord(count: number, size: number, offset: number): Uint8Array {
  const out = new Uint8Array(22);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, size, true);
  v.setUint32(16, offset, true);
  return out;
}

/** The archive of `entries` as a stream: one entry is pulled from the source and written per read. */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): ReadableStream<Uint8Array> {
  const source = Symbol.asyncIterator in entries ? entries[Symbol.asyncIterator]() : (entries as Iterable<ZipEntry>)[Symbol.iterator]();
  const written: Written[] = [];
  const names = new Set<string>();
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) {
        const central = written.map(centralRecord);
        const size = central.reduce((sum, r) => sum + r.length, 0);
        for (const record of central) controller.enqueue(record);
        controller.enqueue(endRecord(written.length, size, offset));
        controller.close();
        return;
      }
      const entry = next.value;
      if (names.has(entry.name)) throw new Error(`zip: duplicate entry name ${entry.name}`);
      if (written.length === MAX_ENTRIES) throw new Error("zip: more than 65535 entries");
      const name = encoder.encode(entry.name);
      const w: Written = { name, crc: crc32(entry.data), size: entry.data.length, offset, ...dosDateTime(entry.modified) };
      const header = localHeader(w);
      if (offset + header.length + entry.data.length > MAX_OFFSET) throw new Error("zip: archive above 4 GiB");
      names.add(entry.name);
      written.push(w);
      offset += header.length + entry.data.length;
      controller.enqueue(header);
      controller.enqueue(entry.data);
    },
    async cancel() {
      await ("return" in source && typeof source.return === "function" ? source.return() : undefined);
    },
  });
}
