/**
 * A ZIP reader for tests, written apart from worker/http/zip.ts: it reads the end record, the central
 * directory and each local header, and checks each entry's CRC-32 with its own bit-by-bit computation.
 */
export interface UnzippedEntry {
  name: string;
  data: Uint8Array;
  crc: number;
  /** Whether the stored CRC-32 matches the data's. */
  crcValid: boolean;
  method: number;
}

/** CRC-32 bit by bit (no table), polynomial 0xEDB88320. */
export function slowCrc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function unzip(bytes: Uint8Array): UnzippedEntry[] {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  if (v.getUint32(end, true) !== 0x06054b50) throw new Error("no end of central directory record");
  const count = v.getUint16(end + 10, true);
  let p = v.getUint32(end + 16, true);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const out: UnzippedEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (v.getUint32(p, true) !== 0x02014b50) throw new Error(`no central record ${i}`);
    const method = v.getUint16(p + 10, true);
    const crc = v.getUint32(p + 16, true);
    const size = v.getUint32(p + 20, true);
    const nameLength = v.getUint16(p + 28, true);
    const extra = v.getUint16(p + 30, true);
    const comment = v.getUint16(p + 32, true);
    const local = v.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (v.getUint32(local, true) !== 0x04034b50) throw new Error(`no local header for ${name}`);
    if (v.getUint32(local + 14, true) !== crc || v.getUint32(local + 22, true) !== size) throw new Error(`local header of ${name} differs`);
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const data = bytes.slice(start, start + size);
    out.push({ name, data, crc, crcValid: slowCrc32(data) === crc, method });
    p += 46 + nameLength + extra + comment;
  }
  return out;
}
