/**
 * HEIC/HEIF without a decoder: sharp's prebuilt libvips has no HEVC decoder (patents), so iPhone
 * photos cannot be re-encoded here. They are stored as uploaded, except that the bytes of every
 * metadata item (Exif, which holds GPS, and XMP) are overwritten with zeros in place. Lengths and
 * offsets stay the same, so the image data is untouched and the file still decodes; the metadata
 * items just no longer say anything. Dimensions come from the primary item's 'ispe' property.
 * Box layout: ISO/IEC 14496-12 (ISOBMFF) and 23008-12 (HEIF).
 */

/** Far above any real file (an 8K grid image has a few hundred), far below a CPU-burning forgery. */
const MAX_EXTENTS = 100_000;

type Box = { type: string; start: number; contentStart: number; end: number };

export class HeifFormatError extends Error {
  constructor(detail: string) {
    super(`not a readable HEIF file: ${detail}`);
    this.name = "HeifFormatError";
  }
}

function boxes(buf: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at < end;) {
    if (at + 8 > end) throw new HeifFormatError("box header past the end");
    let size = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw new HeifFormatError("box header past the end");
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw new HeifFormatError(`bad size of '${type}'`);
    found.push({ type, start: at, contentStart: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** 'meta' is a full box (version and flags before its children); 'iprp' is a plain one. */
const child = (buf: Buffer, parent: Box, type: string) =>
  boxes(buf, parent.contentStart + (parent.type === "meta" ? 4 : 0), parent.end).find((b) => b.type === type);

function readUInt(buf: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return buf.readUInt32BE(at);
  if (size === 8) return Number(buf.readBigUInt64BE(at));
  if (size === 2) return buf.readUInt16BE(at);
  throw new HeifFormatError(`field size ${size}`);
}

/** item id -> item type, and for 'mime' items their content type. */
function itemInfos(buf: Buffer, iinf: Box): Map<number, { type: string; contentType?: string }> {
  const version = buf[iinf.contentStart];
  const entriesStart = iinf.contentStart + 4 + (version === 0 ? 2 : 4);
  const items = new Map<number, { type: string; contentType?: string }>();
  for (const infe of boxes(buf, entriesStart, iinf.end).filter((b) => b.type === "infe")) {
    const v = buf[infe.contentStart];
    if (v < 2) continue; // versions 0/1 predate item types and are not used by HEIF
    let at = infe.contentStart + 4;
    const id = v === 2 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
    at += (v === 2 ? 2 : 4) + 2;
    const type = buf.toString("latin1", at, at + 4);
    at += 4;
    const nameEnd = buf.indexOf(0, at);
    let contentType: string | undefined;
    if (type === "mime" && nameEnd !== -1 && nameEnd < infe.end) {
      const typeEnd = buf.indexOf(0, nameEnd + 1);
      contentType = buf.toString("latin1", nameEnd + 1, typeEnd === -1 || typeEnd > infe.end ? infe.end : typeEnd);
    }
    items.set(id, { type, contentType });
  }
  return items;
}

/** item id -> absolute byte ranges of its data. */
function itemLocations(buf: Buffer, iloc: Box, idat: Box | undefined): Map<number, Array<[number, number]>> {
  const version = buf[iloc.contentStart];
  let at = iloc.contentStart + 4;
  const offsetSize = buf[at] >> 4;
  const lengthSize = buf[at] & 15;
  const baseOffsetSize = buf[at + 1] >> 4;
  const indexSize = version === 1 || version === 2 ? buf[at + 1] & 15 : 0;
  at += 2;
  const count = version < 2 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const locations = new Map<number, Array<[number, number]>>();
  let totalExtents = 0;
  for (let i = 0; i < count; i++) {
    if (at > iloc.end) throw new HeifFormatError("iloc overruns its box");
    const id = version < 2 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = buf.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const baseOffset = readUInt(buf, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = buf.readUInt16BE(at);
    at += 2;
    // Zero-width offset/length fields take no bytes, so the box size alone does not bound this loop.
    totalExtents += extents;
    if (totalExtents > MAX_EXTENTS) throw new HeifFormatError("too many extents");
    const ranges: Array<[number, number]> = [];
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUInt(buf, at, offsetSize);
      at += offsetSize;
      const length = readUInt(buf, at, lengthSize);
      at += lengthSize;
      const origin = method === 1 ? idat?.contentStart : method === 0 ? 0 : undefined;
      if (origin !== undefined) ranges.push([origin + baseOffset + offset, origin + baseOffset + offset + length]);
    }
    locations.set(id, ranges);
  }
  if (at > iloc.end) throw new HeifFormatError("iloc overruns its box");
  return locations;
}

/** Width and height of the primary item as displayed (after its 'irot' rotation). */
function primarySize(buf: Buffer, meta: Box): { width: number; height: number } {
  const pitm = child(buf, meta, "pitm");
  const iprp = child(buf, meta, "iprp");
  if (!pitm || !iprp) throw new HeifFormatError("no primary item or properties");
  const primary =
    buf[pitm.contentStart] === 0 ? buf.readUInt16BE(pitm.contentStart + 4) : buf.readUInt32BE(pitm.contentStart + 4);
  const ipco = child(buf, iprp, "ipco");
  const ipma = child(buf, iprp, "ipma");
  if (!ipco || !ipma) throw new HeifFormatError("no property associations");
  const properties = boxes(buf, ipco.contentStart, ipco.end);
  const version = buf[ipma.contentStart];
  const wideIndex = (buf[ipma.contentStart + 3] & 1) === 1;
  let at = ipma.contentStart + 4;
  const entries = buf.readUInt32BE(at);
  at += 4;
  for (let i = 0; i < entries; i++) {
    if (at > ipma.end) throw new HeifFormatError("ipma overruns its box");
    const id = version < 1 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
    at += version < 1 ? 2 : 4;
    const associations = buf[at++];
    const indices: number[] = [];
    for (let a = 0; a < associations; a++) {
      indices.push(wideIndex ? buf.readUInt16BE(at) & 0x7fff : buf[at] & 0x7f);
      at += wideIndex ? 2 : 1;
    }
    if (id !== primary) continue;
    const own = indices.map((index) => properties[index - 1]).filter((p): p is Box => p !== undefined);
    const ispe = own.find((p) => p.type === "ispe");
    if (!ispe) break;
    const width = buf.readUInt32BE(ispe.contentStart + 4);
    const height = buf.readUInt32BE(ispe.contentStart + 8);
    const irot = own.find((p) => p.type === "irot");
    const quarterTurns = irot ? buf[irot.contentStart] & 3 : 0;
    return quarterTurns % 2 === 1 ? { width: height, height: width } : { width, height };
  }
  throw new HeifFormatError("primary item has no size");
}

/** A copy of the file with Exif and XMP item bytes zeroed, and the displayed size. */
export function blankHeifMetadata(input: Buffer): {
  data: Buffer;
  width: number;
  height: number;
  blankedBytes: number;
} {
  try {
    const top = boxes(input, 0, input.length);
    const meta = top.find((b) => b.type === "meta");
    if (top[0]?.type !== "ftyp" || !meta) throw new HeifFormatError("no ftyp or meta box");
    const iinf = child(input, meta, "iinf");
    const iloc = child(input, meta, "iloc");
    if (!iinf || !iloc) throw new HeifFormatError("no item information");
    const { width, height } = primarySize(input, meta);
    const infos = itemInfos(input, iinf);
    const locations = itemLocations(input, iloc, child(input, meta, "idat"));
    const data = Buffer.from(input);
    let blankedBytes = 0;
    for (const [id, info] of infos) {
      const metadata = info.type === "Exif" || (info.type === "mime" && /xml|xmp/i.test(info.contentType ?? ""));
      if (!metadata) continue;
      for (const [start, end] of locations.get(id) ?? []) {
        if (start < 0 || end > data.length || start > end) throw new HeifFormatError("metadata item outside the file");
        data.fill(0, start, end);
        blankedBytes += end - start;
      }
    }
    return { data, width, height, blankedBytes };
  } catch (error) {
    if (error instanceof HeifFormatError) throw error;
    // Reads past the end of a truncated buffer surface as RangeErrors.
    throw new HeifFormatError(error instanceof Error ? error.message : String(error));
  }
}
