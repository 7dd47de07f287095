/* Test helpers for files.test.ts: real multipart bodies and small sample files of every accepted format. */
import { crc32 } from 'node:zlib';
import { deflateSync } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Agent } from '../../../test/harness.js';

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

export const BOUNDARY = '----boothhub-test-7d3f';

function partHeader(p: Part): string {
  return 'filename' in p
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
}

/** A multipart/form-data body, byte for byte as a browser sends it. */
export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(partHeader(p), 'utf8'), 'filename' in p ? p.content : Buffer.from(p.value, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * A multipart body streamed lazily: `purpose`, then a file of `size` bytes that
 * starts with `head` and continues with zeros. Never held whole in memory.
 */
export function streamedUpload(purpose: string, filename: string, head: Buffer, size: number): Readable {
  const prefix = Buffer.concat([
    Buffer.from(partHeader({ name: 'purpose', value: purpose })),
    Buffer.from(`${purpose}\r\n`),
    Buffer.from(partHeader({ name: 'file', filename, content: Buffer.alloc(0) })),
  ]);
  const suffix = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const block = Buffer.alloc(1024 * 1024);
  return Readable.from(
    (function* () {
      yield prefix;
      yield head;
      let left = size - head.length;
      while (left > 0) {
        const n = Math.min(left, block.length);
        yield n === block.length ? block : block.subarray(0, n);
        left -= n;
      }
      yield suffix;
    })(),
  );
}

export const png = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
export const webp = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
    .webp()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'green' } })
    .gif()
    .toBuffer();

/** A 40×20 JPEG that says "rotate 90°" (orientation 6) and carries GPS coordinates and a copyright in EXIF. */
export const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: 'orange' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Secret Studio', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' },
    })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG file whose header claims `width`×`height` pixels: a decompression bomb as far as a decoder is concerned. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * What an entry's local header (from byte 4) and its central directory header (from byte 6) both hold, in the same
 * layout: version needed, flags, method (0: stored), time, date, CRC-32, both sizes, the name's length.
 */
function entryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number) {
  header.writeUInt16LE(20, at);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A real (stored, uncompressed) zip archive of the given entries. */
export function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4, crc, data.length, fileName.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    entryFields(central, 6, crc, data.length, fileName.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const pad = (head: Buffer, size = 256) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  zip: () => zip([['readme.txt', 'booth plan']]),
  docx: () =>
    zip([
      [
        '[Content_Types].xml',
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ],
      ['word/document.xml', '<w:document/>'],
    ]),
  rar: () => pad(Buffer.from('Rar!\x1a\x07\x00', 'latin1')),
  sevenZip: () => pad(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4])),
  dwg: () => pad(Buffer.from('AC1027')),
  skp: () => pad(Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0x0e]), Buffer.from('SketchUp Model', 'utf16le')])),
  psd: () => pad(Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1])])),
  cfb: () => pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 1024),
  glb: () => {
    const b = Buffer.alloc(64);
    b.write('glTF');
    b.writeUInt32LE(2, 4);
    b.writeUInt32LE(64, 8);
    return b;
  },
  gltf: () => Buffer.from('{"asset":{"version":"2.0"},"scenes":[{"nodes":[]}],"scene":0}\n'),
  obj: () => Buffer.from('# booth\nmtllib booth.mtl\no Booth\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'),
  fbxBinary: () => pad(Buffer.from('Kaydara FBX Binary  \0', 'latin1')),
  fbxAscii: () => Buffer.from('; FBX 7.4.0 project file\nFBXHeaderExtension:  {\n}\n'),
  stlAscii: () =>
    Buffer.from('solid booth\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid booth\n'),
  stlBinary: (triangles = 2, extra = 0) => {
    const b = Buffer.alloc(84 + 50 * triangles + extra);
    b.write('binary stl', 0);
    b.writeUInt32LE(triangles, 80);
    return b;
  },
  threeDs: (claimed?: number) => {
    const b = pad(Buffer.from([0x4d, 0x4d, 0, 0, 0, 0, 0x02, 0x00]), 128);
    b.writeUInt32LE(claimed ?? b.length, 2);
    return b;
  },
  svg: () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: () => pad(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]), 512),
};

/** every file under DATA_DIR/files and DATA_DIR/tmp, as paths relative to DATA_DIR */
export function storedFiles(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const full = path.join(dir, n);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dataDir, full));
    }
  };
  walk(path.join(dataDir, 'files'));
  walk(path.join(dataDir, 'tmp'));
  return out.sort();
}

/** Upload through File/upload as this client; the new file's id (the upload must succeed). */
export async function uploadedId(agent: Agent, purpose: string, filename: string, content: Buffer | Uint8Array, type?: string): Promise<string> {
  const res = await agent.upload<{ data: { fileId: string } }>(purpose, filename, content, type);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.fileId;
}
